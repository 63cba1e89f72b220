/**
 * Example monthly payment for the /loans flow: the amount the visitor wants to borrow (loan-amount
 * step) on a fixed-rate, fully amortising loan whose APR and term follow the loan's purpose
 * (loan-purpose step). Pure: answers in, payment out.
 *
 * payment = P · r / (1 − (1 + r)^−n), with r = APR / 12 and n = months (standard amortisation;
 * APR is treated as the note rate, i.e. no fees beyond it).
 *
 * The rates are examples for a borrower with good credit, near 2025 published averages: 30-year
 * fixed mortgages (Freddie Mac's weekly survey) about 6–7%; unsecured personal and
 * home-improvement loans about 12%; solar loans without a dealer fee about 7–9%. The answer
 * states the APR and term it used, so the page can say "about $X a month at Y% APR over Z years";
 * a lender's quote depends on credit, income and the home. See docs/decisions/category-estimates.md.
 */
import type { Answers } from "@/lib/leadFields/types";

type LoanTerms = { aprPercent: number; termMonths: number };

/** By loan_purpose; anything else (other, unknown) gets the home-improvement terms. */
const LOAN_TERMS: Readonly<Record<string, LoanTerms>> = {
  solar: { aprPercent: 7.99, termMonths: 240 },
  home_improvement: { aprPercent: 11.99, termMonths: 120 },
  roof_replacement: { aprPercent: 11.99, termMonths: 120 },
  debt_consolidation: { aprPercent: 11.99, termMonths: 60 },
  refinance: { aprPercent: 6.75, termMonths: 360 },
};
const DEFAULT_TERMS = LOAN_TERMS.home_improvement as LoanTerms;

/**
 * The amount priced for each loan-amount band: the middle of a closed band; for "over $100,000"
 * its lower bound, so the payment shown is the least the visitor would pay.
 */
const LOAN_AMOUNTS: Readonly<Record<string, number>> = {
  under_10k: 7500,
  from_10k_to_25k: 17500,
  from_25k_to_50k: 37500,
  from_50k_to_100k: 75000,
  over_100k: 100000,
};

export type LoanEstimate = {
  kind: "loan";
  /** Whole dollars a month. */
  monthlyPayment: number;
  amount: number;
  /** The loan-amount answer the amount stands for. */
  amountBand: string;
  /** The loan-purpose answer whose terms were used; null when none was given or it is unknown. */
  purpose: string | null;
  aprPercent: number;
  termMonths: number;
};

/** Level monthly payment of a fully amortising loan, unrounded. */
export function monthlyPayment(principal: number, aprPercent: number, termMonths: number): number {
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return principal / termMonths;
  return (principal * rate) / (1 - (1 + rate) ** -termMonths);
}

/** The example payment for a lead's answers; null until the loan amount is known. */
export function estimateLoan(answers: Readonly<Answers>): LoanEstimate | null {
  const band = typeof answers.loan_amount === "string" ? answers.loan_amount : "";
  if (!Object.hasOwn(LOAN_AMOUNTS, band)) return null;
  const amount = LOAN_AMOUNTS[band] as number;
  const purposeAnswer = typeof answers.loan_purpose === "string" ? answers.loan_purpose : "";
  const purpose = Object.hasOwn(LOAN_TERMS, purposeAnswer) ? purposeAnswer : null;
  const terms = purpose ? (LOAN_TERMS[purpose] as LoanTerms) : DEFAULT_TERMS;
  return {
    kind: "loan",
    monthlyPayment: Math.round(monthlyPayment(amount, terms.aprPercent, terms.termMonths)),
    amount,
    amountBand: band,
    purpose,
    ...terms,
  };
}
