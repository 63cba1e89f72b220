/** Contact details never arrive through a URL: only a form posted by script may carry them. */
const NEVER_FROM_URL = new Set(["first_name", "last_name", "email", "phone", "street_address", "tcpa_accepted"]);
const MAX_ANSWER_LENGTH = 200;

/**
 * A tap before the page's JavaScript ran is a native form submit: the answer arrives as
 * `?<answer key>=<value>` on the next step. Takes those answers out of the query: only keys that a
 * step before this one fills (so a landing URL's utm_* or did_number stay landing parameters),
 * never contact details, and only short values. Returns the answers and the query without them.
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
    if (isAnswer) answers[key] = value;
    else rest[key] = value;
  }
  return { answers, rest };
}
