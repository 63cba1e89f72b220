"use client";

import { useMemo } from "react";
import { localizedPath } from "@/lib/brand/locale";
import { css, cx } from "@/styled-system/css";
import { heading } from "@/styled-system/recipes/heading";
import { CompetitorList } from "../../competitorList/CompetitorList";
import { useStep } from "../engine";
import { PrimaryButton } from "../parts/buttons";
import type { StepProps } from "../types";
import { EstimateSection } from "./EstimateSection";
import { type EstimateState, useEstimate } from "./estimate";
import { RequestReceived } from "./RequestReceived";
import { useCountInFrames } from "./useCountInFrames";

/**
 * What the results show at arrival, besides the question heading: nothing. The sections follow one
 * part a frame, top to bottom: the estimate, the comparison's heading with its first listing, each
 * further listing (each listing in two parts, below), then what closes the page. Laid out together
 * they were one long task at 4x CPU (issue 8): the estimate with the arrival (61 ms), or the last
 * listing with the estimate and the links after it (67-79 ms). Added only below what is shown,
 * they move nothing on the screen.
 */
export const PARTS_AT_ARRIVAL = 0;

/**
 * Each listing comes in two parts, a frame apart: a whole listing's frame (its style, layout and
 * paint, about 45 elements) was one of the tasks over 50 ms at 4x CPU after the results' first
 * paint (issue 8).
 */
const LISTING_PARTS = 2;

// At least a screen tall from the start, so that the footer is never on the first screen while
// sections and listings are still to come: pushed down by them, it would be a layout shift.
const resultsClass = css({ minHeight: "100lvh" });

const sectionClass = css({ mb: "10" });
const followClass = css({ mt: "8", textStyle: "md", "& a": { fontWeight: "semibold", textDecoration: "underline" } });
const sectionHeadingClass = cx(heading({ size: "xl" }), css({ mb: "4" }));
/**
 * The results: the estimate for what the flow sells (when the content asks for it) and the
 * comparison of five listings from content, the first standing for the brand itself (spec 2.7,
 * 3), in the flow's own words (no solar wording outside solar flows). When the flow lists steps
 * after results, a Continue button leads on to them; once those are answered, the results are
 * shown again, saying who will be in touch instead (issue 58 item 1).
 */
export function ResultsStep({ input }: StepProps<"resultsInput">) {
  const step = useStep();
  const { brand, token, locale, sessionRead, resultsLayout, offer, figures, nextUrl, onContinue, preview, words } =
    step;
  // Shown again after the steps that follow them, answered: the results close the flow (issue 58 item 1).
  const closesFlow = step.finished === true && nextUrl !== null;
  const showEstimate = input.showEstimate !== false;
  const asked = useEstimate(showEstimate && !preview ? token : null);
  // Kept from render to render (the estimate section and the listings are memoised): the results
  // render again for each part they add.
  const previewEstimate = preview?.estimate;
  const previewState = useMemo<EstimateState>(
    () => (previewEstimate ? { status: "ready", estimate: previewEstimate } : { status: "unavailable" }),
    [previewEstimate],
  );
  const estimateState = preview ? previewState : asked;
  const competitors = useMemo(
    () =>
      [...(input.competitors ?? [])].sort(
        (a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY),
      ),
    [input.competitors],
  );
  const comparisonFirst = resultsLayout === "comparison_first";
  // The parts in the order shown: the estimate (when shown) before or after the listings, then the
  // close. A listing is two parts: its name, rating and tagline, then its points and links.
  const estimateParts = showEstimate ? 1 : 0;
  const listingParts = LISTING_PARTS * competitors.length;
  const parts = useCountInFrames(estimateParts + listingParts + 1, PARTS_AT_ARRIVAL, !sessionRead);
  const listingsFrom = comparisonFirst ? 0 : estimateParts;
  const listingPartsShown = Math.min(listingParts, Math.max(0, parts - listingsFrom));
  const listed = Math.ceil(listingPartsShown / LISTING_PARTS);
  const estimateShown = showEstimate && parts > (comparisonFirst ? listingParts : 0);
  const closed = parts > estimateParts + listingParts;
  const estimate = estimateShown ? (
    <div className={sectionClass}>
      <EstimateSection estimate={estimateState} words={words} figures={figures} headingId="results-estimate-heading" />
    </div>
  ) : null;
  const comparison =
    listed > 0 ? (
      <section aria-labelledby="results-comparison-heading" className={sectionClass}>
        <h2 id="results-comparison-heading" className={sectionHeadingClass}>
          {words.comparisonHeading}
        </h2>
        <CompetitorList
          competitors={competitors.slice(0, listed)}
          brand={brand}
          words={words}
          lastWithoutDetails={listingPartsShown % LISTING_PARTS !== 0}
        />
      </section>
    ) : null;
  // Which of the two sections comes first is an experiment's (content's) choice. The variant is in
  // the saved session, so on a reload the sections wait for it: swapping them after the first
  // paint moved the whole page (CLS 0.15, issue 8); added below the heading, they move nothing.
  if (!sessionRead)
    return <div data-results-layout="pending" data-offer-category={offer} className={resultsClass} aria-busy />;
  return (
    <div
      // Busy while parts are still to come: assistive technology reads the results once complete.
      aria-busy={!closed}
      data-results-layout={comparisonFirst ? "comparison_first" : "estimate_first"}
      data-offer-category={offer}
      className={resultsClass}
    >
      {closesFlow ? <RequestReceived phone={step.answers.phone} words={words} /> : null}
      {comparisonFirst ? comparison : estimate}
      {comparisonFirst ? estimate : comparison}
      {closed && nextUrl && !closesFlow ? (
        <PrimaryButton data-results-continue="" onClick={() => onContinue()}>
          {words.continue}
        </PrimaryButton>
      ) : null}
      {closed && token && !preview ? (
        // The confirmation's way into the homeowner's project area (issue 10), by the lead's token.
        <p className={followClass}>
          {words.followProject}{" "}
          <a href={localizedPath(locale, `/customer?token=${encodeURIComponent(token)}`)}>{words.followProjectLink}</a>
        </p>
      ) : null}
    </div>
  );
}
