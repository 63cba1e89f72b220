import { parseNumber } from "@/lib/format/number";

/**
 * Spec 3's month-bill bands. The form keeps the band (monthly_electricity_bill) and the amount
 * (monthly_electricity_bill_amount) consistent: an amount decides its band; a band chosen
 * without an amount stands for a representative amount inside it.
 */
export const BILL_BANDS = ["below_100", "between_100_150", "between_151_200", "above_200"] as const;
export type BillBand = (typeof BILL_BANDS)[number];

/**
 * The amount a band stands for when no exact figure is known: the middle of each closed band
 * ($75 for below $100 assumes bills rarely fall under $50; $250 for above $200 is a typical
 * high bill rather than a middle, the band having no top). Used for the savings estimate, so a
 * middle value errs neither way.
 */
export const REPRESENTATIVE_AMOUNT: Record<BillBand, number> = {
  below_100: 75,
  between_100_150: 125,
  between_151_200: 175,
  above_200: 250,
};

export const isBillBand = (value: unknown): value is BillBand =>
  typeof value === "string" && (BILL_BANDS as readonly string[]).includes(value);

/** Spec 3: below 100; 100 to 150 inclusive; over 150 to 200; over 200. */
export function bandForAmount(amount: number): BillBand {
  if (amount < 100) return "below_100";
  if (amount <= 150) return "between_100_150";
  if (amount <= 200) return "between_151_200";
  return "above_200";
}

/** A bill amount from a number or text as typed ("150", "$1,234.50"); null unless a finite amount >= 0. */
export function parseBillAmount(value: unknown): number | null {
  const amount =
    typeof value === "number"
      ? value
      : typeof value === "string"
        ? parseNumber(value.replace(/[$\s]/g, ""))
        : Number.NaN;
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** monthly_electricity_bill text -> an amount: a figure as written, a band's representative amount, else null. */
export function amountForBill(text: unknown): number | null {
  if (isBillBand(text)) return REPRESENTATIVE_AMOUNT[text];
  return parseBillAmount(text);
}

/** The bill's two answers, kept consistent (spec 3). */
export type BillAnswers = {
  monthly_electricity_bill?: BillBand | "";
  monthly_electricity_bill_amount?: number | null;
};

/**
 * The band and amount that answers ask for: an amount decides its band; a band alone stands for
 * its representative amount; a figure typed as the band's text is an amount. Answers that name
 * neither field change nothing ({}).
 */
export function billAnswers(answers: Readonly<Record<string, unknown>>): BillAnswers {
  const amount = answers.monthly_electricity_bill_amount;
  const text = answers.monthly_electricity_bill;
  if (amount !== undefined && amount !== null && amount !== "") {
    const parsed = parseBillAmount(amount);
    // A figure that is not a number is ignored: a stale consistent pair beats an inconsistent one.
    return parsed === null
      ? {}
      : { monthly_electricity_bill_amount: parsed, monthly_electricity_bill: bandForAmount(parsed) };
  }
  if (text !== undefined) {
    if (text === null || text === "") return { monthly_electricity_bill: "", monthly_electricity_bill_amount: null };
    const fromText = amountForBill(text);
    if (fromText === null) return {}; // neither a band nor a figure: nothing consistent to store
    return {
      monthly_electricity_bill: isBillBand(text) ? text : bandForAmount(fromText),
      monthly_electricity_bill_amount: fromText,
    };
  }
  if (amount !== undefined) return { monthly_electricity_bill: "", monthly_electricity_bill_amount: null };
  return {};
}

/**
 * Spec 4.1 step 2: a stored lead's monthly_electricity_bill, when not empty, becomes the amount
 * (a figure as written, a band's representative amount). An exact stored amount inside the
 * stored band is kept, being the same answer more precisely.
 */
export function storedBillAmount(lead: Readonly<Record<string, unknown>>): number | null {
  const text = lead.monthly_electricity_bill;
  const stored = parseBillAmount(lead.monthly_electricity_bill_amount);
  if (typeof text === "string" && text.trim() !== "") {
    if (isBillBand(text) && stored !== null && bandForAmount(stored) === text) return stored;
    return amountForBill(text.trim()) ?? stored;
  }
  return stored;
}
