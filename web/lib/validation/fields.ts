import {
  DATE_OF_BIRTH_AGE,
  DATE_OF_BIRTH_INVALID,
  DATE_OF_BIRTH_REQUIRED,
  integerMessages,
  NUMBER_REQUIRED,
  numericMessage,
  PASSWORD_DIGIT,
  PASSWORD_LOWERCASE,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_SPECIAL,
  PASSWORD_UPPERCASE,
  PHONE_INVALID,
  PHONE_MIN,
  PHONE_REQUIRED,
  SSN_MIN,
  SSN_PREFIX,
  SSN_REQUIRED,
  STREET_ADDRESS_CHARACTERS,
  STREET_ADDRESS_REQUIRED,
  USERNAME_CHARACTERS,
  USERNAME_MIN,
  USERNAME_REQUIRED,
  ZIP_INVALID,
  ZIP_REQUIRED,
} from "./messages";
import { required, requiredText, rule } from "./rules";
import { isFiveDigitZip, isRepeatedDigitZip } from "./zip";

/*
 * Field schemas of spec 5 that need no word list, shared by the browser forms (react-hook-form +
 * @hookform/resolvers/yup) and the route handlers. Pure: no DOM, no Node APIs. Names (profanity
 * list) and e-mail (TLD list) live in name.ts and email.ts so a step loads only the lists it uses.
 */

/** US zip: exactly 5 digits, not five identical digits (11111, 00000). */
export const zipSchema = required(ZIP_REQUIRED)
  .test(rule("zip", ZIP_INVALID, isFiveDigitZip))
  .test(rule("zipRepeated", ZIP_INVALID, (value) => !isRepeatedDigitZip(value)));

/**
 * SSN as formatted in the form, xxx-xx-xxxx. Anything not in that shape (too short, or not digits)
 * gets the spec's "at least" message; the area number cannot be 000, 666 or 9xx.
 */
export const ssnSchema = required(SSN_REQUIRED)
  .test(rule("ssn", SSN_MIN, (value) => /^\d{3}-\d{2}-\d{4}$/.test(value)))
  .test(rule("ssnPrefix", SSN_PREFIX, (value) => !/^(000|666|9)/.test(value)));

/** The calendar date of MM/DD/YYYY, or null when there is no such day (02/30/1980). */
function calendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : null;
}

/** Whole years from a birth date to `today` (UTC). */
function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  return today.getUTCFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

/** Date of birth as the form writes it, MM/DD/YYYY: a real day, and an adult applicant. */
export const dateOfBirthSchema = required(DATE_OF_BIRTH_REQUIRED)
  .test(rule("dateOfBirth", DATE_OF_BIRTH_INVALID, (value) => calendarDate(value) !== null))
  .test(
    rule("dateOfBirthAge", DATE_OF_BIRTH_AGE, (value) => {
      const birth = calendarDate(value);
      return birth === null || ageOn(birth, new Date()) >= 18;
    }),
  );

/**
 * Letters (any script, with accents), digits, space and , - ' / # & . (spec 5). The typographic
 * apostrophe ’ is accepted as an apostrophe: iOS types it by default ("O’Neil Ave").
 */
const STREET_ADDRESS = /^[\p{L}\p{M}0-9 ,\-'’/#&.]+$/u;

/** Street address: required text, and only the characters above. */
export const streetAddressSchema = requiredText(STREET_ADDRESS_REQUIRED).test(
  rule("streetAddress", STREET_ADDRESS_CHARACTERS, (value) => STREET_ADDRESS.test(value)),
);

/**
 * Phone as formatted by `formatPhoneInput`, "(xxx) xxx-xxxx". Shorter values get the "at least 10
 * digits" message; anything else not in that shape, or ten identical digits, is not a valid phone.
 */
export const phoneSchema = required(PHONE_REQUIRED)
  .test(rule("phoneLength", PHONE_MIN, (value) => value.length >= 14))
  .test(rule("phone", PHONE_INVALID, (value) => /^\(\d{3}\) \d{3}-\d{4}$/.test(value)))
  .test(rule("phoneRepeated", PHONE_INVALID, (value) => new Set(value.replace(/\D/g, "")).size > 1));

/** Username: at least 4 characters, none of ' " ` (or curly quotes), whitespace, = < >. */
export const usernameSchema = required(USERNAME_REQUIRED)
  .test(rule("usernameLength", USERNAME_MIN, (value) => [...value].length >= 4))
  .test(rule("usernameCharacters", USERNAME_CHARACTERS, (value) => !/[\s'"`‘’“”=<>]/u.test(value)));

/** Password: at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of #?!@$%^&*-. */
export const passwordSchema = required(PASSWORD_REQUIRED)
  .test(rule("passwordLength", PASSWORD_MIN, (value) => [...value].length >= 8))
  .test(rule("passwordUppercase", PASSWORD_UPPERCASE, (value) => /[A-Z]/.test(value)))
  .test(rule("passwordLowercase", PASSWORD_LOWERCASE, (value) => /[a-z]/.test(value)))
  .test(rule("passwordDigit", PASSWORD_DIGIT, (value) => /\d/.test(value)))
  .test(rule("passwordSpecial", PASSWORD_SPECIAL, (value) => /[#?!@$%^&*-]/.test(value)));

/** "1,234" -> 1234. Only for values already known to be digits and commas. */
const integerValue = (value: string): number => Number(value.replace(/,/g, ""));

/**
 * An integer typed with optional thousands separators ("1,234"), at least `min` (inclusive, like
 * yup's `min`). The value stays a string (as the input holds it); parse it with `parseNumber` from
 * `@/lib/format/number`. Numbers passed to `validate` are cast to strings first.
 */
export const integerField = (label: string, min: number) => {
  const messages = integerMessages(label, min);
  return required(messages.required)
    .test(rule("integer", messages.integer, (value) => /^[\d,]*\d[\d,]*$/.test(value)))
    .test(rule("min", messages.min, (value) => !/^[\d,]*\d[\d,]*$/.test(value) || integerValue(value) >= min));
};

/** A non-negative decimal with optional thousands separators: "1,234.5", "0.25", ".5", "12." (mid-typing). */
const NUMERIC = /^(?:\d[\d,]*\.?\d*|\.\d+)$/;

/** A number typed as text, with optional thousands separators and decimals ("1,234.56"). Required ("Is Required."). */
export const numericField = (label: string) =>
  required(NUMBER_REQUIRED).test(rule("numeric", numericMessage(label), (value) => NUMERIC.test(value)));
