/**
 * The results step's estimate, chosen by what the lead's flow sells (issue 7 item 6):
 * - solar flows: the solar savings estimate (estimate.ts), its fields unchanged, plus kind "solar";
 * - roof flows (/offer, /roofing, /roof): a replacement price range (roofEstimate.ts);
 * - /loans: an example monthly payment (loanEstimate.ts);
 * - gutters, windows, home warranty, home security, bathroom remodel: none. Their flows ask too
 *   little (no size, no plan) for a figure we could stand behind; see docs/decisions/category-estimates.md.
 * Pure: the caller reads the lead; `missing` names the answers still needed, as 409 fields.
 */
import type { OfferCategory } from "studio/constants";
import { offerCategoryOf } from "@/lib/brand/pageKind";
import { parseBillAmount } from "@/lib/leadFields/bill";
import type { AnswerValue } from "@/lib/leadFields/types";
import { leadState } from "@/lib/server/leads/location";
import { type Estimate, estimateSavings, MAX_MONTHLY_BILL, MIN_MONTHLY_BILL } from "./estimate";
import { estimateLoan, type LoanEstimate } from "./loanEstimate";
import { estimateRoof, type RoofEstimate } from "./roofEstimate";
import { isStateCode } from "./stateSolarData";

export type SolarEstimate = { kind: "solar" } & Estimate;
type NoEstimate = { kind: "none" };
export type LeadEstimate = SolarEstimate | RoofEstimate | LoanEstimate | NoEstimate;
export type EstimateOutcome = { estimate: LeadEstimate } | { missing: Record<string, string> };

type Lead = { flowType: string | null; answers: Readonly<Record<string, AnswerValue>> };

function solar(answers: Lead["answers"]): EstimateOutcome {
  // The bill as the slider stored it (a number), or typed text such as "1,250".
  const bill = parseBillAmount(answers.monthly_electricity_bill_amount) ?? Number.NaN;
  const state = leadState(answers);
  const missing: Record<string, string> = {};
  if (!Number.isFinite(bill) || bill <= 0)
    missing.monthly_electricity_bill_amount = "The monthly bill is not known yet.";
  else if (bill < MIN_MONTHLY_BILL || bill > MAX_MONTHLY_BILL)
    missing.monthly_electricity_bill_amount = `The monthly bill must be between $${MIN_MONTHLY_BILL} and $${MAX_MONTHLY_BILL.toLocaleString("en-US")}.`;
  if (!state) missing.state = "The state is not known yet.";
  // The solar data covers the 50 states and DC; a territory has no sun-hours or price row.
  else if (!isStateCode(state)) missing.state = "There is no solar data for this state.";
  if (Object.keys(missing).length > 0) return { missing };
  return { estimate: { kind: "solar", ...estimateSavings({ monthlyBill: bill, state: state as string }) } };
}

const BY_CATEGORY: Readonly<Record<OfferCategory, (answers: Lead["answers"]) => EstimateOutcome>> = {
  solar,
  roof: (answers) => ({ estimate: estimateRoof(answers) ?? { kind: "none" } }),
  solar_loans: (answers) => {
    const estimate = estimateLoan(answers);
    return estimate ? { estimate } : { missing: { loan_amount: "The loan amount is not known yet." } };
  },
  gutter: () => ({ estimate: { kind: "none" } }),
  windows: () => ({ estimate: { kind: "none" } }),
  home_warranty: () => ({ estimate: { kind: "none" } }),
  home_security: () => ({ estimate: { kind: "none" } }),
  bathroom_remodel: () => ({ estimate: { kind: "none" } }),
};

/** The estimate that fits the lead's flow (a lead without a flow is solar, like spec 3's default). */
export function estimateForLead(lead: Lead): EstimateOutcome {
  return BY_CATEGORY[offerCategoryOf(lead.flowType)](lead.answers);
}
