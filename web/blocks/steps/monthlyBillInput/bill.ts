// Spec 3's month-bill bands are defined once, with the lead fields.
import { parseBillAmount } from "@/lib/leadFields/bill";
import type { Answers } from "@/lib/leadFields/types";

export { bandForAmount as billBand } from "@/lib/leadFields/bill";

/** The answer key of the amount: also the slider's name, so a submit before JavaScript runs carries it. */
export const BILL_AMOUNT_KEY = "monthly_electricity_bill_amount";

/** The saved monthly bill in dollars (a number, or text such as "$1,200" from a URL); null if none. */
export const savedBillAmount = (answers: Answers): number | null => parseBillAmount(answers[BILL_AMOUNT_KEY]);
