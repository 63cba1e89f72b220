import { phoneDigits } from "@/lib/format/phoneInput";

/**
 * Spec 9's header phone: the brand's phone, then the landing's did_number (from the ad's query),
 * then the default advisor number; as 10 digits, or empty when none of them is a phone number.
 */
export function headerPhone(
  brandPhone: string | null,
  didNumber: string | undefined,
  defaultPhone: string | null,
): string {
  for (const candidate of [brandPhone, didNumber, defaultPhone]) {
    const digits = phoneDigits(candidate ?? "");
    if (digits.length === 10) return digits;
  }
  return "";
}
