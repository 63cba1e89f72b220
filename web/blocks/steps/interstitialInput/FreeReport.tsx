"use client";

import { useEffect, useRef } from "react";
import { formatCurrency } from "@/lib/format/number";
import type { Answers } from "@/lib/leadFields/types";
import { RECORDING_MASK_CLASS } from "@/lib/tracking/recordingMask";
import { css, cx } from "@/styled-system/css";
import { heading } from "@/styled-system/recipes/heading";
import { useStep } from "../engine";
import { savedBillAmount } from "../monthlyBillInput/bill";
import { PrimaryButton } from "../parts/buttons";
import { fillCopy } from "../parts/fillCopy";
import { EstimateSection } from "../resultsInput/EstimateSection";
import { useEstimate } from "../resultsInput/estimate";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The home's address as two lines ("12 Main St", "Phoenix, AZ 85004"), without the parts not known. */
export function addressLines(answers: Answers): string[] {
  const place = [text(answers.city), [text(answers.state), text(answers.zip)].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [text(answers.street_address), place].filter(Boolean);
}

const reportClass = css({
  mt: "6",
  display: "flex",
  flexDirection: "column",
  gap: "6",
  bg: "white",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "l3",
  p: { base: "5", md: "8" },
  _print: { mt: "0", p: "0", borderWidth: "0", color: "black", bg: "white" },
});
const titleClass = cx(heading({ size: "2xl" }), css({ _print: { color: "black" } }));
const factsClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "max-content 1fr" },
  columnGap: "6",
  rowGap: { base: "1", md: "3" },
  m: "0",
});
const termClass = css({ color: "fg.muted", textStyle: "sm", fontWeight: "medium", _print: { color: "black" } });
const valueClass = css({ ms: "0", fontWeight: "semibold", mb: { base: "3", md: "0" } });
const printClass = css({ _print: { display: "none" } });

/**
 * The visitor's report at the end of /free-report: their address and bill, and the estimate for
 * them (the results step's estimate and figures), readable on screen and on paper. Once shown, its
 * title is the page's heading in place of the waiting screen's question (issue 58 item 8), and
 * takes the focus the hidden question had.
 */
export function FreeReport({ hidden }: { hidden: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!hidden) title.current?.focus({ preventScroll: true });
  }, [hidden]);
  const { locale, answers, token, offer, figures, brand, words } = useStep();
  const copy = words;
  const estimate = useEstimate(token);
  const name = [text(answers.first_name), text(answers.last_name)].filter(Boolean).join(" ");
  const address = addressLines(answers);
  const bill = savedBillAmount(answers);
  const today = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long" }).format(new Date());
  const facts: { term: string; value: string[] }[] = [
    ...(name ? [{ term: copy.preparedFor, value: [name] }] : []),
    ...(address.length > 0 ? [{ term: copy.homeAddress, value: address }] : []),
    ...(bill !== null
      ? [{ term: copy.monthlyBill, value: [fillCopy(copy.perMonth, { amount: formatCurrency(bill) })] }]
      : []),
    { term: copy.preparedOn, value: [today] },
  ];
  return (
    <article
      aria-labelledby="free-report-heading"
      hidden={hidden}
      className={reportClass}
      data-free-report=""
      data-replaces-question=""
    >
      <header>
        <h1 id="free-report-heading" className={titleClass} tabIndex={-1} ref={title}>
          {offer === "solar" ? copy.energyReport : copy.report}
        </h1>
        <p className={css({ color: "fg.muted", _print: { color: "black" } })}>{brand.name}</p>
      </header>
      <dl className={factsClass}>
        {facts.map((fact) => (
          <div key={fact.term} className={css({ display: "contents" })}>
            <dt className={termClass}>{fact.term}</dt>
            {/* The visitor's own answers (name, address, bill): never in a session recording's text. */}
            <dd className={cx(valueClass, RECORDING_MASK_CLASS)}>
              {fact.value.map((line) => (
                <span key={line} className={css({ display: "block" })}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <EstimateSection estimate={estimate} words={words} figures={figures} headingId="free-report-estimate-heading" />
      <PrimaryButton className={printClass} onClick={() => window.print()}>
        {copy.print}
      </PrimaryButton>
    </article>
  );
}
