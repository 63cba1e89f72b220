/**
 * The results step's estimate: the figures the lead's flow shows (issue 7 item 6, issue 58 item 3;
 * the flow's `resultsFigures` in content, one of RESULTS_FIGURES in the studio constants):
 * - solar: the solar savings estimate of a purchase (estimate.ts), its fields unchanged, priced at
 *   the chosen utility's average rate where we have one (issue 58 item 2);
 * - solar_lease (no cost at install): the same home under a lease or power-purchase agreement
 *   (leaseEstimate.ts): $0 at install, the monthly payment and saving, the escalator;
 * - roof: a replacement price range (roofEstimate.ts);
 * - loan: an example monthly payment (loanEstimate.ts);
 * - none (gutters, windows, home warranty, home security, bathroom remodel): their flows ask too
 *   little (no size, no plan) for a figure we could stand behind; see docs/decisions/category-estimates.md.
 * Pure: the caller reads the lead; `missing` names the answers still needed, as 409 fields.
 */
import type { ResultsFigures } from "studio/constants";
import { UTILITY_FIELD } from "@/lib/geo/utilityChoices";
import { parseBillAmount } from "@/lib/leadFields/bill";
import type { Answers } from "@/lib/leadFields/types";
import { leadState } from "@/lib/server/leads/location";
import { type Estimate, estimateSavings, MAX_MONTHLY_BILL, MIN_MONTHLY_BILL } from "./estimate";
import { estimateLease, type LeaseEstimate } from "./leaseEstimate";
import { estimateLoan, type LoanEstimate } from "./loanEstimate";
import { estimateRoof, type RoofEstimate } from "./roofEstimate";
import { isStateCode } from "./stateSolarData";

export type SolarEstimate = { kind: "solar" } & Estimate;
type NoEstimate = { kind: "none" };
export type LeadEstimate = SolarEstimate | LeaseEstimate | RoofEstimate | LoanEstimate | NoEstimate;
export type EstimateOutcome = { estimate: LeadEstimate } | { missing: Record<string, string> };

/** A lead's answers and the figures its flow's results show (content: the flow's, see flows/flowTraits). */
type Lead = { figures: ResultsFigures; answers: Readonly<Answers> };

/** A purchase of the panels the home needs, or what is missing to size them (the bill, the state). */
function purchase(answers: Lead["answers"]): { estimate: Estimate } | { missing: Record<string, string> } {
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
  return { estimate: estimateSavings({ monthlyBill: bill, state: state as string, provider: answers[UTILITY_FIELD] }) };
}

const BY_FIGURES: Readonly<Record<ResultsFigures, (answers: Lead["answers"]) => EstimateOutcome>> = {
  solar: (answers) => {
    const outcome = purchase(answers);
    return "missing" in outcome ? outcome : { estimate: { kind: "solar", ...outcome.estimate } };
  },
  solar_lease: (answers) => {
    const outcome = purchase(answers);
    return "missing" in outcome ? outcome : { estimate: estimateLease(outcome.estimate) };
  },
  roof: (answers) => ({ estimate: estimateRoof(answers) ?? { kind: "none" } }),
  loan: (answers) => {
    const estimate = estimateLoan(answers);
    return estimate ? { estimate } : { missing: { loan_amount: "The loan amount is not known yet." } };
  },
  none: () => ({ estimate: { kind: "none" } }),
};

/** The estimate that fits what the lead's flow offers. */
export function estimateForLead(lead: Lead): EstimateOutcome {
  return BY_FIGURES[lead.figures](lead.answers);
}
