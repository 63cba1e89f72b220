/**
 * Free-form answers (spec 3: "other free-form answers copied as-is") are kept when their key is
 * a plain snake_case name and their value a short scalar; the request fields that are not
 * answers never reach the stored lead.
 */
export type AnswerValue = string | number | boolean | null;

export const REQUEST_ONLY_FIELDS = new Set([
  "api_key",
  "client_app",
  "token",
  "leadid_token",
  "cert_url",
  "ping_url",
  "tcpa_consent_text",
  "tcpa_consent_version",
  "domain",
  "href",
  "path",
  "origin",
  "referrer",
]);

const KEY = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_ANSWERS = 80;
const MAX_TEXT = 1000;

export function answersFrom(body: Record<string, unknown>): {
  answers: Record<string, AnswerValue>;
  problems: Record<string, string>;
} {
  const answers: Record<string, AnswerValue> = {};
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (REQUEST_ONLY_FIELDS.has(key)) continue;
    if (!KEY.test(key)) {
      problems[key.slice(0, 64) || "(empty)"] = "Answer names are lower-case letters, digits and underscores.";
      continue;
    }
    if (typeof value === "string") {
      if (value.length > MAX_TEXT) problems[key] = `Must be at most ${MAX_TEXT} characters.`;
      // An empty answer never erases one already saved.
      else if (value.trim() !== "") answers[key] = value.trim();
    } else if (typeof value === "number") {
      if (Number.isFinite(value)) answers[key] = value;
      else problems[key] = "Must be a finite number.";
    } else if (typeof value === "boolean") answers[key] = value;
    else if (value !== null && value !== undefined) problems[key] = "Must be text, a number or true/false.";
  }
  if (Object.keys(answers).length > MAX_ANSWERS) problems.body = `At most ${MAX_ANSWERS} answers per request.`;
  return { answers, problems };
}

/** A complete lead: someone we may contact, with the consent to do so. */
export const REQUIRED_FOR_COMPLETE = ["first_name", "last_name", "email", "phone", "zip"] as const;

export const isComplete = (answers: Record<string, AnswerValue>, hasConsent: boolean) =>
  hasConsent && answers.tcpa_accepted === true && REQUIRED_FOR_COMPLETE.every((key) => Boolean(answers[key]));
