import tlds from "tlds";
import { EMAIL_INVALID, EMAIL_REQUIRED, EMAIL_TLD } from "./messages";
import { required, rule, type Value } from "./rules";

// A module of its own: the TLD list is 1,500 names, and only the steps that ask for an e-mail
// should load it (issue 8).

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
