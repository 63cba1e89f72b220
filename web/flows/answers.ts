import { positionOf } from "./order";

/**
 * Whether a stored answer counts. Blank text is not an answer (spec 3: a single-space street
 * address is stored as empty), nor is an empty multi-choice. `false` is not either: the only
 * boolean answers are flags a step must set (meets_criteria, phone_verified); yes/no questions
 * store the strings "yes" and "no". 0 is a real answer (a number field that was filled in).
 */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * For a deep link to `targetPath`: the first step before it (in list order, up to the target's
 * first occurrence) with answer keys not all answered, or null when the link may be followed.
 * A path missing from `stepAnswerKeys` needs no answer. A target outside the flow is not gated
 * here (null): there is no step to protect, and the page lookup answers it with a 404.
 */
export function firstUnansweredPath(
  steps: readonly { readonly path: string | null }[],
  stepAnswerKeys: Readonly<Record<string, readonly string[]>>,
  answers: Readonly<Record<string, unknown>>,
  targetPath: string,
): string | null {
  const target = positionOf(steps, targetPath);
  if (target === -1) return null;
  for (const { path } of steps.slice(0, target)) {
    if (path === null) continue;
    // Own-property lookup: a path like "constructor" must not find Object.prototype members.
    const keys = Object.hasOwn(stepAnswerKeys, path) ? (stepAnswerKeys[path] ?? []) : [];
    if (keys.some((key) => !(Object.hasOwn(answers, key) && isAnswered(answers[key])))) return path;
  }
  return null;
}

/**
 * Whether every step of the flow has its answers (issue 58 item 1): the visitor has answered the
 * last step, and the results shown then close the flow instead of leading on.
 */
export function isFlowAnswered(
  steps: readonly { readonly path: string | null }[],
  stepAnswerKeys: Readonly<Record<string, readonly string[]>>,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  return steps.every(({ path }) => {
    const keys = path !== null && Object.hasOwn(stepAnswerKeys, path) ? (stepAnswerKeys[path] ?? []) : [];
    return keys.every((key) => Object.hasOwn(answers, key) && isAnswered(answers[key]));
  });
}
