import { phoneDigits } from "@/lib/format/phoneInput";

/** Spec 9's header phone: the brand's phone, then the landing's did_number, then the default number. */
export function landingPhone(
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
