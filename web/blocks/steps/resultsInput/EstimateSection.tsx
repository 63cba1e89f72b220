"use client";

import { memo, type ReactNode } from "react";
import type { ResultsFigures } from "studio/constants";
import type { ResultsWords } from "@/lib/content/words";
import { formatCurrency, formatNumber } from "@/lib/format/number";
import { css, cx } from "@/styled-system/css";
import { heading } from "@/styled-system/recipes/heading";
import { skeleton } from "@/styled-system/recipes/skeleton";
import { stat } from "@/styled-system/recipes/stat";
import { fillCopy } from "../parts/fillCopy";
import type { EstimateState, LeadEstimate, LeaseEstimate, LoanEstimate, RoofEstimate, SolarEstimate } from "./estimate";
import { TYPICAL_ESTIMATE } from "./typicalEstimate";

type Figure = { label: string; value: string; note?: string };

const gridClass = css({
  display: "grid",
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
  gap: "4",
});
const statClasses = stat();
const figureClass = cx(
  statClasses.root,
  css({
    m: "0",
    bg: "white",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "l3",
    p: "4",
    breakInside: "avoid",
    _print: { borderColor: "black" },
  }),
);
const valueClass = cx(statClasses.valueText, css({ ms: "0", color: "brand.fg", _print: { color: "black" } }));
const noteClass = css({ ms: "0", textStyle: "sm", color: "fg.muted" });
const headingClass = cx(heading({ size: "xl" }), css({ mb: "4" }));
const placeholderClass = skeleton();
const smallClass = css({ textStyle: "sm", color: "fg.muted", mt: "3" });
const srOnly = css({ srOnly: true });

function solarFigures(estimate: SolarEstimate, copy: ResultsWords): Figure[] {
  return [
    { label: copy.systemSize, value: fillCopy(copy.kilowatts, { n: formatNumber(estimate.systemSizeKw, 1) }) },
    {
      label: copy.estimatedCost,
      value: formatCurrency(estimate.netCost),
      note:
        estimate.netCost < estimate.systemCost
          ? fillCopy(copy.beforeIncentives, { amount: formatCurrency(estimate.systemCost) })
          : undefined,
    },
    { label: copy.firstYearSavings, value: formatCurrency(estimate.firstYearSavings) },
    { label: copy.savings25Year, value: formatCurrency(estimate.savings25Year) },
    {
      label: copy.payback,
      value:
        estimate.paybackYears === null
          ? copy.paybackNotReached
          : fillCopy(copy.years, { n: formatNumber(estimate.paybackYears, 1) }),
    },
  ];
}

/** A no-cost agreement's figures: nothing at install, the first year's payment and saving, the escalator. */
function leaseFigures(estimate: LeaseEstimate, copy: ResultsWords): Figure[] {
  const perMonth = (amount: number) => fillCopy(copy.leasePerMonth, { amount: formatCurrency(amount) });
  return [
    { label: copy.leaseInstallCost, value: formatCurrency(estimate.installCost) },
    { label: copy.systemSize, value: fillCopy(copy.kilowatts, { n: formatNumber(estimate.systemSizeKw, 1) }) },
    { label: copy.leasePayment, value: perMonth(estimate.monthlyPayment) },
    {
      label: copy.leaseMonthlySaving,
      value: estimate.monthlySaving > 0 ? perMonth(estimate.monthlySaving) : copy.leaseNoSaving,
      note: fillCopy(copy.leaseAgainstBill, { amount: formatCurrency(estimate.monthlyBill) }),
    },
    {
      label: copy.leaseEscalator,
      value: fillCopy(copy.leaseEscalatorRate, { n: formatNumber(estimate.escalatorPercent, 1) }),
    },
  ];
}

function roofFigures(estimate: RoofEstimate, copy: ResultsWords): Figure[] {
  const figures: Figure[] = [
    {
      label: copy.priceRange,
      value: fillCopy(copy.range, { low: formatCurrency(estimate.low), high: formatCurrency(estimate.high) }),
    },
  ];
  if (estimate.roofAreaSqFt) {
    figures.push({
      label: copy.roofArea,
      value: fillCopy(copy.squareFeet, {
        low: formatNumber(estimate.roofAreaSqFt.low, 0),
        high: formatNumber(estimate.roofAreaSqFt.high, 0),
      }),
    });
  }
  const material = estimate.material ? copy[estimate.material] : undefined;
  if (material) figures.push({ label: copy.material, value: material });
  return figures;
}

function loanFigures(estimate: LoanEstimate, copy: ResultsWords): Figure[] {
  const figures: Figure[] = [
    {
      label: copy.monthlyPayment,
      value: fillCopy(copy.paymentPerMonth, { amount: formatCurrency(estimate.monthlyPayment) }),
    },
  ];
  if (typeof estimate.amount === "number")
    figures.push({ label: copy.loanAmount, value: formatCurrency(estimate.amount) });
  if (typeof estimate.aprPercent === "number")
    figures.push({ label: copy.apr, value: fillCopy(copy.percent, { n: formatNumber(estimate.aprPercent, 2) }) });
  if (typeof estimate.termMonths === "number") {
    const years = estimate.termMonths / 12;
    figures.push({
      label: copy.term,
      value: Number.isInteger(years)
        ? fillCopy(copy.years, { n: years })
        : fillCopy(copy.months, { n: estimate.termMonths }),
    });
  }
  return figures;
}

/** The figures an estimate of any kind shows; [] for "none". */
function estimateFigures(estimate: LeadEstimate, copy: ResultsWords): Figure[] {
  switch (estimate.kind) {
    case "solar":
      return solarFigures(estimate, copy);
    case "solar_lease":
      return leaseFigures(estimate, copy);
    case "roof":
      return roofFigures(estimate, copy);
    case "loan":
      return loanFigures(estimate, copy);
    default:
      return [];
  }
}

/**
 * An estimate's extra lines: what a no-cost agreement was priced at; what a roof estimate
 * includes, and whether it assumed a typical home.
 */
function offerNotes(estimate: LeadEstimate, copy: ResultsWords): string[] {
  if (estimate.kind === "solar_lease") return [fillCopy(copy.leaseAssumes, { n: estimate.discountPercent })];
  if (estimate.kind !== "roof") return [];
  const notes: string[] = [];
  const additions = (estimate.includes ?? []).map((addition) => copy[addition]).filter(Boolean);
  if (additions.length > 0) notes.push(fillCopy(copy.includes, { list: additions.join(", ") }));
  if (estimate.homeAreaAssumed || estimate.materialAssumed || estimate.storeysAssumed)
    notes.push(copy.assumedTypicalHome);
  return notes;
}

/**
 * Each figure as a term and its value (a description list per figure, as Chakra's Stat was). As a
 * `placeholder`, the values are pulsing blocks the size of their text.
 */
function EstimateFigures({ figures, placeholder = false }: { figures: Figure[]; placeholder?: boolean }) {
  const value = placeholder ? cx(valueClass, placeholderClass) : valueClass;
  const note = placeholder ? cx(noteClass, placeholderClass) : noteClass;
  return (
    <div className={gridClass}>
      {figures.map((figure) => (
        <dl key={figure.label} className={figureClass}>
          <dt className={statClasses.label}>{figure.label}</dt>
          <dd className={value}>{figure.value}</dd>
          {figure.note ? <dd className={note}>{figure.note}</dd> : null}
        </dl>
      ))}
    </div>
  );
}

/**
 * What stands for the estimate while it loads: the figures and note of a typical estimate of the
 * offer's kind, their values hidden, so the section is as tall as the estimate that replaces it
 * (content below it no longer moves when a late estimate arrives).
 */
function EstimatePlaceholder({ typical, copy }: { typical: LeadEstimate; copy: ResultsWords }) {
  if (typical.kind === "none") return <p className={placeholderClass}>{copy.noEstimate}</p>;
  return (
    <>
      <EstimateFigures figures={estimateFigures(typical, copy)} placeholder />
      <p className={smallClass}>{copy.estimateNote}</p>
    </>
  );
}

/**
 * The visitor's estimate under the offer's heading: a skeleton while it loads, its figures, the
 * offer's note when no figure fits, a friendly line when it cannot be had. Shared by the results
 * step and the free report. Memoised: the results render again for each listing they add
 * (issue 8), and the estimate, unchanged, need not be rendered again with each.
 */
export const EstimateSection = memo(function EstimateSection({
  estimate,
  words: copy,
  figures,
  headingId,
  headingLevel = 2,
}: {
  estimate: EstimateState;
  /** The flow's results figures (content): what the estimate will look like, for its placeholder. */
  figures: ResultsFigures;
  /** The results words of the offer's category (lib/content/words resultsWordsOf). */
  words: ResultsWords;
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const loading = estimate.status === "loading";
  let body: ReactNode;
  if (estimate.status === "loading") {
    body = (
      <>
        <p role="status" className={srOnly}>
          {copy.estimateLoading}
        </p>
        <div aria-hidden="true" data-testid="estimate-skeleton">
          <EstimatePlaceholder typical={TYPICAL_ESTIMATE[figures]} copy={copy} />
        </div>
      </>
    );
  } else if (estimate.status === "unavailable") {
    body = <p role="status">{copy.estimateUnavailable}</p>;
  } else if (estimate.estimate.kind === "none") {
    body = <p>{copy.noEstimate}</p>;
  } else {
    body = (
      <>
        <EstimateFigures figures={estimateFigures(estimate.estimate, copy)} />
        {[...offerNotes(estimate.estimate, copy), copy.estimateNote].map((note) => (
          <p key={note} className={smallClass}>
            {note}
          </p>
        ))}
      </>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading}
      data-estimate-kind={estimate.status === "ready" ? estimate.estimate.kind : undefined}
    >
      <Heading id={headingId} className={headingClass}>
        {copy.estimateHeading}
      </Heading>
      {body}
    </section>
  );
});
