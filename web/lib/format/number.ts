/**
 * Number formatting for forms and display (spec 5). Pure: no DOM, no Node APIs, so the same code
 * runs in the browser and in route handlers.
 */

/** Every character of `s` that is an ASCII digit, in order ("(555) 123-4567" -> "5551234567"). */
export const digitsOnly = (s: string): string => s.replace(/\D/g, "");

/** "1234567" -> "1,234,567". Expects a run of ASCII digits. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Leading zeros removed, but a lone "0" kept ("007" -> "7", "000" -> "0", "" -> ""). */
const trimLeadingZeros = (digits: string): string => digits.replace(/^0+(?=\d)/, "");

/**
 * An integer input formatted as typed: everything but digits is dropped and thousands are
 * separated by commas ("1234567" -> "1,234,567", "12a34" -> "1,234"). Empty input stays empty.
 */
export const formatIntegerInput = (raw: string): string => groupThousands(trimLeadingZeros(digitsOnly(raw)));

/**
 * A decimal input formatted as typed: digits and the first "." are kept, the whole part gets
 * thousands separators and the fraction is cut (not rounded) to `places` digits
 * ("1234.567" -> "1,234.56", "1234." -> "1,234." so the user can keep typing, ".5" -> "0.5").
 */
export const formatDecimalInput = (raw: string, places = 2): string => {
  const cleaned = raw.replace(/[^\d.]/g, "");
  const dot = cleaned.indexOf(".");
  if (dot === -1) return formatIntegerInput(cleaned);
  const whole = groupThousands(trimLeadingZeros(cleaned.slice(0, dot))) || "0";
  if (places <= 0) return whole;
  const fraction = digitsOnly(cleaned.slice(dot + 1)).slice(0, places);
  return `${whole}.${fraction}`;
};

/** "1,234.50" -> 1234.5; NaN when the text is not a plain (optionally comma-grouped) number. */
export const parseNumber = (text: string): number => {
  const plain = text.trim().replace(/,/g, "");
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
};

const decimalFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number for display with thousands separators and at most `maxDecimals` decimals, rounded
 * (1234567 -> "1,234,567", 1234.567 -> "1,234.57", 2.5 -> "2.5"). Non-finite numbers give "".
 */
export const formatNumber = (value: number, maxDecimals = 2): string => {
  if (!Number.isFinite(value)) return "";
  let format = decimalFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxDecimals, minimumFractionDigits: 0 });
    decimalFormats.set(maxDecimals, format);
  }
  return format.format(value);
};

const COMPACT_SUFFIXES = ["K", "M", "B", "T"] as const;

/** Rounded to one decimal (1.54 -> 1.5, 2.0 -> 2). */
const roundOne = (n: number): number => Math.round(n * 10) / 10;

/**
 * A compact number with at most one decimal and no trailing ".0" (950 -> "950", 1000 -> "1K",
 * 1500 -> "1.5K", 2300000 -> "2.3M"). Rounding never shows "1000K": 999950 -> "1M".
 * Non-finite numbers give "".
 */
export const formatCompact = (value: number): string => {
  if (!Number.isFinite(value)) return "";
  let scaled = Math.abs(value);
  let rounded = roundOne(scaled);
  if (rounded === 0) return "0";
  const sign = value < 0 ? "-" : "";
  let suffix = "";
  for (const next of COMPACT_SUFFIXES) {
    if (rounded < 1000) break;
    scaled /= 1000;
    rounded = roundOne(scaled);
    suffix = next;
  }
  return `${sign}${rounded}${suffix}`;
};

// Built on first use: the first Intl.NumberFormat of a page costs ~25 ms of main thread (locale
// data), which at module load lands in every step page's startup (issue 8's profile).
let usd: Intl.NumberFormat | undefined;

/** Whole US dollars, rounded (1234 -> "$1,234", 1234.5 -> "$1,235", -50 -> "-$50"). Non-finite gives "". */
export const formatCurrency = (value: number): string => {
  if (!Number.isFinite(value)) return "";
  usd ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return usd.format(value);
};
