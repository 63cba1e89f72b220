import { digitsOnly } from "./number";

/**
 * The national digits of a US phone as typed or pasted: non-digits are dropped, a leading "1"
 * country code is dropped once there are more than 10 digits ("+1 555 123 4567" -> "5551234567"),
 * and at most 10 digits are kept (extra digits typed at the end are ignored, as a masked input does).
 */
export const phoneDigits = (raw: string): string => {
  let digits = digitsOnly(raw);
  if (digits.length > 10 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.slice(0, 10);
};

/**
 * A phone formatted as typed, (xxx) xxx-xxxx (spec 5): "" -> "", "555" -> "(555",
 * "5551" -> "(555) 1", "555123" -> "(555) 123", "5551234" -> "(555) 123-4",
 * "5551234567" -> "(555) 123-4567". The server validates `phoneSchema` against this output.
 */
export const formatPhoneInput = (raw: string): string => {
  const digits = phoneDigits(raw);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};
