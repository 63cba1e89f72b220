import { positionOf } from "./order";
import type { StepKind } from "./step";

/** The part of a step's input definition that names a lead field (choice-like steps only). */
export interface StepInput {
  readonly answerKey?: string | null;
}

/**
 * The lead fields a step fills, so a deep link can be checked against the session's answers.
 * [] means "nothing to answer": informational steps (setting expectation, request quote) count as
 * done once passed, interstitials advance on their own, and results ends the flow.
 * A choice-like step without an answerKey is a content error the Studio already rejects; it gives
 * [] too, so a content slip lets visitors through instead of locking them out of the funnel.
 */
export function answerKeysFor(kind: StepKind, input: StepInput = {}): string[] {
  switch (kind) {
    case "singleChoiceInput":
    case "yesNoInput":
    case "contactInput":
      return input.answerKey ? [input.answerKey] : [];
    case "creditRatingInput":
      return ["credit_rating"];
    case "zipInput":
    // Confirms the zip detected from the IP: answered as soon as a zip is set.
    case "zipConfirmInput":
      return ["zip"];
    case "addressInput":
      return ["street_address"];
    case "nameInput":
      return ["first_name", "last_name"];
    case "emailInput":
      return ["email"];
    case "phoneInput":
      return ["phone"];
    case "monthlyBillInput":
      // The number, not the text band: both are set together (spec 4.1), and the number is what the estimate reads.
      return ["monthly_electricity_bill_amount"];
    case "piiInput":
      return ["first_name", "last_name", "email", "phone"];
    case "criteriaInput":
      return ["meets_criteria"];
    case "phoneVerificationInput":
      return ["phone_verified"];
    case "settingExpectationInput":
    case "requestQuoteInput":
    case "interstitialInput":
    case "resultsInput":
      return [];
    default:
      return unknownKind(kind);
  }
}

/** Compile-time exhaustiveness: a new step type fails typechecking here until it is mapped above. */
function unknownKind(kind: never): string[] {
  throw new Error(`No answer keys defined for step kind ${String(kind)}`);
}

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
