import type { Answers } from "../types";

// Spec 3's month-bill bands are defined once, with the lead fields.
export { type BillBand, bandForAmount as billBand } from "@/lib/leadFields/bill";

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
