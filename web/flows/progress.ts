import type { StepKind } from "./step";

/**
 * Spec 2.7: round(100 · ln(position + 1.65) / ln(total + 1)), clamped to 0..100.
 * `position` is the step's 0-based index in the flow's ordered route list (positionOf), `total`
 * the list's length as written. The log curve starts the bar at about a fifth and makes early
 * steps move it most. The clamp covers an absent step (-1 gives ln 0.65 < 0) and positions past
 * the end; an empty flow has no bar to fill (ln 1 = 0 would divide by zero) and gets 0.
 */
export function progressPercent(position: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.round((100 * Math.log(position + 1.65)) / Math.log(total + 1));
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

export interface ProgressContext {
  /** The customer token of the lead session; the bar belongs to a started lead only. */
  readonly token: string | null | undefined;
  readonly kind: StepKind | string | null | undefined;
  readonly path: string | null | undefined;
}

/** A results page, by its input type or, for content without one, by its conventional path. */
export const isResultsStep = ({ kind, path }: Pick<ProgressContext, "kind" | "path">): boolean =>
  kind === "resultsInput" || path === "results";

/** A phone-verify page, by input type or path, like isResultsStep. */
export const isPhoneVerificationStep = ({ kind, path }: Pick<ProgressContext, "kind" | "path">): boolean =>
  kind === "phoneVerificationInput" || path === "phone-verification";

/**
 * Spec 2.7: the bar shows only when a customer token exists and the page is neither results nor
 * phone verification; those pages end the questionnaire, so a bar short of 100 % would mislead.
 */
export function showsProgress(context: ProgressContext): boolean {
  return Boolean(context.token) && !isResultsStep(context) && !isPhoneVerificationStep(context);
}
