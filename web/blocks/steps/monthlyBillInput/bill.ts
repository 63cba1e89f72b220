import type { Answers } from "../types";

/** Spec 3's month-bill bands, as the lead record receives them. */
export type BillBand = "below_100" | "between_100_150" | "between_151_200" | "above_200";

/** Under 100; 100 to 150; over 150 to 200; over 200 (spec 3). */
export const billBand = (amount: number): BillBand =>
  amount < 100 ? "below_100" : amount <= 150 ? "between_100_150" : amount <= 200 ? "between_151_200" : "above_200";

/** The answer key of the amount: also the slider's name, so a submit before JavaScript runs carries it. */
export const BILL_AMOUNT_KEY = "monthly_electricity_bill_amount";

/** The saved monthly bill in dollars (a number, or text such as "$1,200" from a URL or an old lead); null if none. */
export function savedBillAmount(answers: Answers): number | null {
  const saved = answers[BILL_AMOUNT_KEY];
  const amount =
    typeof saved === "number"
      ? saved
      : typeof saved === "string" && saved.trim() !== ""
        ? Number(saved.replace(/[$,\s]/g, ""))
        : Number.NaN;
  return Number.isFinite(amount) ? amount : null;
}
