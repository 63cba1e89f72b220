"use client";

import { offerCategoryOf } from "@/lib/brand/pageKind";
import { dialPhone, formatPhone } from "@/lib/format/phone";
import { phoneDigits } from "@/lib/format/phoneInput";
import { css, cx } from "@/styled-system/css";
import { heading, link } from "@/styled-system/recipes";
import { useStep } from "../engine";
import { PrimaryButton } from "../parts/buttons";
import { fillCopy, stepCopy } from "../parts/copy";
import type { StepInputOf, StepProps } from "../types";
import { type ResultsCopy, resultsInputCopy } from "./copy";
import { EstimateSection } from "./EstimateSection";
import { useEstimate } from "./estimate";

type Competitor = NonNullable<StepInputOf<"resultsInput">["competitors"]>[number];

const sectionClass = css({ mb: "10" });
const sectionHeadingClass = cx(heading({ size: "xl" }), css({ mb: "4" }));
const listingsClass = css({ display: "flex", flexDirection: "column", gap: "4", listStyle: "none", ps: "0" });
const listingClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  bg: "white",
  borderRadius: "l3",
  p: "5",
});
// Two whole classes, not one overriding the other: atomic classes do not override by order.
const otherListingClass = css({ borderWidth: "1px", borderColor: "border" });
const ownListingClass = css({ borderWidth: "2px", borderColor: "brand.solid" });
const listingHeadClass = css({ display: "flex", alignItems: "center", gap: "4" });
const logoClass = css({ height: "10", width: "auto", maxWidth: "32", objectFit: "contain" });
const nameClass = heading({ size: "lg" });
const ratingClass = css({ fontWeight: "semibold" });
const starClass = css({ color: "orange.500", me: "1" });
const taglineClass = css({ fontWeight: "medium" });
const pointsClass = css({ ps: "5", listStyle: "disc", display: "flex", flexDirection: "column", gap: "1" });
const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "5" });
const linkClass = cx(link({ variant: "underline" }), css({ fontWeight: "semibold", minHeight: "11" }));
const srOnly = css({ srOnly: true });

/** "(888) 555-0131", dialled with +1; null when the number is not a US 10-digit one. */
const phoneOf = (raw: string | null | undefined): { dial: string; shown: string } | null => {
  const digits = phoneDigits(raw ?? "");
  return digits.length === 10 ? { dial: dialPhone(digits), shown: formatPhone(digits) } : null;
};

function Listing({
  competitor,
  brand,
  copy,
}: {
  competitor: Competitor;
  brand: { name: string; phone: string };
  copy: ResultsCopy;
}) {
  const own = competitor.representsOwnBrand === true;
  const name = own ? brand.name : (competitor.name ?? "");
  const phone = phoneOf(own ? brand.phone : competitor.phone);
  const rating = typeof competitor.rating === "number" ? competitor.rating.toFixed(1) : null;
  // The own listing stands for the site the visitor is on: no link away from it.
  const website = !own && competitor.url ? competitor.url : null;
  return (
    <li className={cx(listingClass, own ? ownListingClass : otherListingClass)}>
      <div className={listingHeadClass}>
        {competitor.logo ? (
          <img src={competitor.logo} alt="" className={logoClass} loading="lazy" decoding="async" />
        ) : null}
        <div className={css({ flex: "1" })}>
          <h3 className={nameClass}>{name}</h3>
          {rating ? (
            <p className={ratingClass} data-testid="rating">
              <span className={srOnly}>{copy.rating} </span>
              <span aria-hidden="true" className={starClass}>
                ★
              </span>
              {rating}
              <span className={srOnly}>{copy.ratingOutOf}</span>
            </p>
          ) : null}
        </div>
      </div>
      {competitor.tagline ? <p className={taglineClass}>{competitor.tagline}</p> : null}
      {competitor.points && competitor.points.length > 0 ? (
        <ul className={pointsClass}>
          {competitor.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {phone || website ? (
        <div className={actionsClass}>
          {phone ? (
            <a href={phone.dial} className={linkClass}>
              <span aria-hidden="true">☎ </span>
              {phone.shown}
            </a>
          ) : null}
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {copy.visitWebsite}
              <span className={srOnly}>{fillCopy(copy.visitWebsiteOf, { name })}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The results: the estimate for what the flow sells (when the content asks for it) and the
 * comparison of five listings from content, the first standing for the brand itself (spec 2.7,
 * 3), in the flow's own words (no solar wording outside solar flows). When the flow lists steps
 * after results, a Continue button leads on to them.
 */
export function ResultsStep({ input }: StepProps<"resultsInput">) {
  const { locale, brand, token, sessionRead, experiments, flowType, nextUrl, onContinue } = useStep();
  const copy = resultsInputCopy[locale];
  const category = offerCategoryOf(flowType);
  const showEstimate = input.showEstimate !== false;
  const estimateState = useEstimate(showEstimate ? token : null);
  const competitors = [...(input.competitors ?? [])].sort(
    (a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY),
  );
  const estimate = showEstimate ? (
    <div className={sectionClass}>
      <EstimateSection
        estimate={estimateState}
        category={category}
        locale={locale}
        headingId="results-estimate-heading"
      />
    </div>
  ) : null;
  const comparison =
    competitors.length > 0 ? (
      <section aria-labelledby="results-comparison-heading" className={sectionClass}>
        <h2 id="results-comparison-heading" className={sectionHeadingClass}>
          {copy.categories[category].comparisonHeading}
        </h2>
        <ol className={listingsClass}>
          {competitors.map((competitor) => (
            <Listing key={competitor._id} competitor={competitor} brand={brand} copy={copy} />
          ))}
        </ol>
      </section>
    ) : null;
  // Experiment results_layout: which of the two sections comes first. The variant is in the saved
  // session, so on a reload the sections wait for it: swapping them after the first paint moved
  // the whole page (CLS 0.15, issue 8); added below the heading, they move nothing.
  if (!sessionRead) return <div data-results-layout="pending" data-offer-category={category} />;
  const comparisonFirst = experiments.results_layout === "comparison_first";
  return (
    <div data-results-layout={comparisonFirst ? "comparison_first" : "estimate_first"} data-offer-category={category}>
      {comparisonFirst ? comparison : estimate}
      {comparisonFirst ? estimate : comparison}
      {nextUrl ? (
        <PrimaryButton data-results-continue="" onClick={() => onContinue()}>
          {stepCopy[locale].continue}
        </PrimaryButton>
      ) : null}
    </div>
  );
}
