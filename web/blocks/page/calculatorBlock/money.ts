import { formatNumber } from "@/lib/format/number";

/**
 * Dollars for a calculator's figures: whole dollars as they are, anything with cents to two
 * decimals, thousands grouped (4280 -> "$4,280", 0.7 -> "$0.70", -750.5 -> "-$750.50").
 */
export const formatMoney = (value: number): string => {
  const cents = Math.round(Math.abs(value) * 100);
  const dollars = formatNumber(Math.floor(cents / 100), 0);
  const rest = cents % 100;
  return `${value < 0 && cents > 0 ? "-" : ""}$${dollars}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
};
