import { isUsZip } from "@/lib/validation/zip";

/** Contact details never arrive through a URL: only a form posted by script may carry them. */
const NEVER_FROM_URL = new Set(["first_name", "last_name", "email", "phone", "street_address", "tcpa_accepted"]);
const MAX_ANSWER_LENGTH = 200;
/**
 * Typed answers a native submit can carry, checked as the step's own form would (spec 5): one
 * sent before the page's scripts ran skipped that check. A failing one is not taken, so the
 * deep-link guard sends the visitor back to its step. Choices and the bill slider cannot be wrong.
 */
const TYPED_ANSWER_CHECKS: Readonly<Record<string, (value: string) => boolean>> = { zip: isUsZip };

/**
 * A tap before the page's JavaScript ran is a native form submit: the answer arrives as
 * `?<answer key>=<value>` on the next step. Takes those answers out of the query: only keys that a
 * step before this one fills (so a landing URL's utm_* or did_number stay landing parameters),
 * never contact details, only short values, and typed ones only when spec 5 accepts them. Returns
 * the answers and the query without them (a rejected typed answer is dropped from both).
 */
export function answersFromUrl(
  query: Readonly<Record<string, string>>,
  earlierAnswerKeys: ReadonlySet<string>,
): { answers: Record<string, string>; rest: Record<string, string> } {
  const answers: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const isAnswer =
      earlierAnswerKeys.has(key) &&
      !NEVER_FROM_URL.has(key) &&
      value.trim() !== "" &&
      value.length <= MAX_ANSWER_LENGTH;
    const check = TYPED_ANSWER_CHECKS[key];
    if (isAnswer && check && !check(value.trim())) continue;
    if (isAnswer) answers[key] = check ? value.trim() : value;
    else rest[key] = value;
  }
  return { answers, rest };
}
