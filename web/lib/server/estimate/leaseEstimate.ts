/**
 * The no-cost offer's estimate (/no-cost-solar: solar panels for no cost at install): a lease or
 * power-purchase agreement (PPA), where a third party owns the system and the homeowner pays for
 * the power it produces (the brands' own "no cost down" footnote). Pure: a purchase estimate of
 * the same home in, the agreement's figures out.
 *
 * Method, on the purchase estimate's system, production, usage and state price (estimate.ts):
 *  1. rate           = state price × (1 − PPA_DISCOUNT): what the homeowner pays per kWh produced;
 *  2. payment        = production × rate / 12, a month in the first year;
 *  3. bill after     = what the panels do not cover, (usage − min(production, usage)) × price / 12;
 *  4. monthly saving = the bill today − (bill after + payment), in the first year;
 *  5. the payment rises by the escalator each year (stated, not compounded into the figures).
 * Nothing to pay at install; the owner takes the tax credits, so no incentive is counted.
 *
 * Assumptions (docs/decisions/per-offer-results-figures.md): residential PPAs are priced about
 * 10–30% under the utility's rate (20% taken), with escalators of 0–3.9% a year (2.9%, the most
 * common, taken). An installer's contract states its own.
 */
import type { Estimate } from "./estimate";

export const PPA_DISCOUNT = 0.2;
export const PPA_ESCALATOR_PERCENT = 2.9;

export type LeaseEstimate = {
  kind: "solar_lease";
  state: string;
  /** Always 0: the offer's point. */
  installCost: number;
  systemSizeKw: number;
  /** Dollars per kWh the agreement charges in its first year, unrounded. */
  ratePerKwh: number;
  /** How far under the state's average rate the agreement was priced, in percent. */
  discountPercent: number;
  /** Whole dollars a month in the first year. */
  monthlyPayment: number;
  monthlyBill: number;
  /** Whole dollars a month in the first year; negative when the payment would exceed the saving. */
  monthlySaving: number;
  escalatorPercent: number;
};

export function estimateLease(purchase: Estimate): LeaseEstimate {
  const rate = purchase.pricePerKwh * (1 - PPA_DISCOUNT);
  const covered = Math.min(purchase.annualProductionKwh, purchase.annualUsageKwh);
  const payment = (purchase.annualProductionKwh * rate) / 12;
  const billAfter = ((purchase.annualUsageKwh - covered) * purchase.pricePerKwh) / 12;
  return {
    kind: "solar_lease",
    state: purchase.state,
    installCost: 0,
    systemSizeKw: purchase.systemSizeKw,
    ratePerKwh: rate,
    discountPercent: PPA_DISCOUNT * 100,
    monthlyPayment: Math.round(payment),
    monthlyBill: purchase.monthlyBill,
    monthlySaving: Math.round(purchase.monthlyBill - billAfter - payment),
    escalatorPercent: PPA_ESCALATOR_PERCENT,
  };
}
