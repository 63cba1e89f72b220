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
