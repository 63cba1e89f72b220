import { stepBlockOf } from "@/blocks/steps/registry";
import type { FlowStep } from "./step";

/**
 * The lead fields each path of a flow fills (from each step type's descriptor), so a deep link
 * can find the first unanswered step. Computed in the browser: the server never imports the step
 * registry, whose lazy component loaders would otherwise put every step's code on every page.
 */
export function answerKeysByPath(steps: readonly FlowStep[]): Record<string, string[]> {
  return Object.fromEntries(
    steps.flatMap((step) =>
      step.path && step.kind ? [[step.path, stepBlockOf(step.kind).answerKeys({ answerKey: step.answerKey })]] : [],
    ),
  );
}

/** The answer keys of the steps before `position`: what a native form submit may carry to it. */
export function answerKeysBefore(
  steps: readonly FlowStep[],
  keysByPath: Readonly<Record<string, readonly string[]>>,
  position: number,
): Set<string> {
  return new Set(
    steps.slice(0, Math.max(0, position)).flatMap((step) => (step.path ? (keysByPath[step.path] ?? []) : [])),
  );
}
