import tlds from "tlds";
import { string } from "yup";
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TLD,
  FIRST_NAME_REQUIRED,
  integerMessages,
  LAST_NAME_REQUIRED,
  NAME_INVALID,
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
import { containsProfanity } from "./profanity";

/*
 * Field schemas of spec 5, shared by the browser forms (react-hook-form + @hookform/resolvers/yup)
 * and the route handlers. Pure: no DOM, no Node APIs.
 *
 * Each schema is a yup string schema whose checks are separate named tests in priority order, so
 * `validate` (abortEarly) rejects with the first applicable message and a resolver that collects
 * every error still shows that one first. Every check after "required" passes blank values, so a
 * blank field only ever reports its "required" message. Blank means empty after trimming; apart from
 * the email schema (below) values are validated as given, not trimmed.
 */

type Value = string | null | undefined;

const isBlank = (value: Value): value is "" | null | undefined => value == null || value.trim() === "";

/** A named test that passes blank values (the "required" test reports those) and runs `ok` otherwise. */
const rule = (name: string, message: string, ok: (value: string) => boolean) => ({
  name,
  message,
  test: (value: Value) => isBlank(value) || ok(value),
});

/**
 * A required string: undefined, null, "" and whitespace-only all give `message`. The trimmed check is
 * a test named "required", so `.notRequired()` removes it together with yup's own.
 */
const required = (message: string) =>
  string()
    .required(message)
    .test({ name: "required", message, test: (value: Value) => !isBlank(value) });

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Required text (spec 5): must contain at least one letter or digit, else `message`. */
export const requiredText = (message: string) =>
  string()
    .required(message)
    .test({ name: "required", message, test: (value: Value) => value == null || LETTER_OR_DIGIT.test(value) });

/** A person's name: required text, and no profanity ("Please enter a valid name."). */
export const nameSchema = (message: string) =>
  requiredText(message).test(rule("profanity", NAME_INVALID, (value) => !containsProfanity(value)));

/** The first and last name fields: the name rules with each field's own "required" message. */
export const firstNameSchema = nameSchema(FIRST_NAME_REQUIRED);
export const lastNameSchema = nameSchema(LAST_NAME_REQUIRED);

/** US zip: exactly 5 digits, not five identical digits (11111, 00000). */
export const zipSchema = required(ZIP_REQUIRED)
  .test(rule("zip", ZIP_INVALID, (value) => /^\d{5}$/.test(value)))
  .test(rule("zipRepeated", ZIP_INVALID, (value) => !/^(\d)\1{4}$/.test(value)));

/**
 * SSN as formatted in the form, xxx-xx-xxxx. Anything not in that shape (too short, or not digits)
 * gets the spec's "at least" message; the area number cannot be 000, 666 or 9xx.
 */
export const ssnSchema = required(SSN_REQUIRED)
  .test(rule("ssn", SSN_MIN, (value) => /^\d{3}-\d{2}-\d{4}$/.test(value)))
  .test(rule("ssnPrefix", SSN_PREFIX, (value) => !/^(000|666|9)/.test(value)));

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

const TLDS = new Set(tlds.map((tld) => tld.toLowerCase()));

const EMAIL_LOCAL = /^[A-Za-z0-9][A-Za-z0-9._%+'-]*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * Well-formed for our purposes: one @; no whitespace; starts and ends with a letter or digit; local
 * part of letters, digits and . _ % + ' - with no "..", not ending in "." and at most 64 characters;
 * domain of at least two dot-separated labels (letters, digits, inner hyphens; at most 63 each)
 * ending in an alphabetic TLD; at most 254 characters in all. Whether the TLD exists is checked
 * separately, so "a@b.c" is well formed but gets "Please enter a valid TLD".
 */
const isWellFormedEmail = (email: string): boolean => {
  if (email.length > 254 || /\s/.test(email)) return false;
  const parts = email.split("@");
  if (parts.length !== 2) return false;
  const [local = "", domain = ""] = parts;
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || local.includes("..") || local.endsWith(".")) return false;
  const labels = domain.split(".");
  const tld = labels.at(-1) ?? "";
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label)) &&
    /^[A-Za-z]+$/.test(tld)
  );
};

const tldOf = (email: string): string => email.slice(email.lastIndexOf(".") + 1).toLowerCase();

/**
 * Email (spec 5). Leading and trailing whitespace is trimmed before the checks (mobile keyboards add
 * a space after an autocompleted address), so use the value `validate` resolves to; whitespace
 * inside the address is invalid.
 */
export const emailSchema = required(EMAIL_REQUIRED)
  .transform((value: Value) => (typeof value === "string" ? value.trim() : value))
  .test(rule("email", EMAIL_INVALID, isWellFormedEmail))
  .test(rule("emailTld", EMAIL_TLD, (value) => !isWellFormedEmail(value) || TLDS.has(tldOf(value))));

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
