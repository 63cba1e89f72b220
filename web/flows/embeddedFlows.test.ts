import { describe, expect, it } from "vitest";
import { stepBlockOf } from "@/blocks/steps/registry";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { FLOW_PREFIXES_QUERY, FLOW_QUERY, STEP_QUERY } from "@/lib/content/queries";
import { firstUnansweredPath } from "./answers";
import { firstStepPath, nextPath, positionOf } from "./order";
import { isResultsStep, progressPercent, showsProgress } from "./progress";
import type { FlowStep } from "./step";

/**
 * The modules of this folder over the real flows of the embedded dataset: what content authors
 * build must work with the navigation, progress and deep-link rules, not only the hand-made lists.
 */
const source = createEmbeddedSource();
const token = "tok_embedded_test";

async function loadFlow(prefix: string) {
  const flow = await source.fetch(FLOW_QUERY, { prefix, locale: "en" }, []);
  const steps: FlowStep[] = flow?.steps ?? [];
  // Each step's answer keys come from its step document: choice steps name their lead field there.
  const stepAnswerKeys: Record<string, string[]> = {};
  for (const { path, slug, kind } of steps) {
    if (path === null || slug === null || kind === null) continue;
    const step = await source.fetch(STEP_QUERY, { slug }, []);
    const input = step?.input && "answerKey" in step.input ? step.input : {};
    stepAnswerKeys[path] = stepBlockOf(kind).answerKeys(input);
  }
  return { steps, stepAnswerKeys };
}

/** The paths a visitor meets, from the first step along nextPath. */
function walk(steps: readonly FlowStep[]): string[] {
  const visited: string[] = [];
  for (let path = firstStepPath(steps); path !== null; path = nextPath(steps, path)) {
    if (visited.includes(path)) throw new Error(`navigation loops back to ${path}`);
    visited.push(path);
  }
  return visited;
}

const stepAt = (steps: readonly FlowStep[], path: string): FlowStep => {
  const step = steps[positionOf(steps, path)];
  if (!step) throw new Error(`no step ${path}`);
  return step;
};

/** Every flow content holds: the spec's 27 as seeded, and any an editor adds. */
const prefixes = (await source.fetch(FLOW_PREFIXES_QUERY, {}, [])).filter((prefix) => prefix !== null);

it("holds the spec's 27 flows", () => {
  expect(prefixes).toHaveLength(27);
});

describe.each(prefixes)("%s", (prefix) => {
  it("has complete steps, each reached once by navigation", async () => {
    const { steps } = await loadFlow(prefix);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect([step.path, step.slug, step.kind]).not.toContain(null);
    expect(walk(steps)).toEqual([...new Set(steps.map((step) => step.path))]);
  });

  it("shows a progress number in 0..100 on its first step", async () => {
    const { steps } = await loadFlow(prefix);
    const first = stepAt(steps, firstStepPath(steps) ?? "");
    expect(showsProgress({ token, kind: first.kind, path: first.path })).toBe(true);
    const percent = progressPercent(positionOf(steps, first.path ?? ""), steps.length);
    expect(Number.isInteger(percent)).toBe(true);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  });

  it("never moves the progress bar backwards, and hides it on results", async () => {
    const { steps } = await loadFlow(prefix);
    let previous = 0;
    for (const path of walk(steps)) {
      const { kind } = stepAt(steps, path);
      const percent = progressPercent(positionOf(steps, path), steps.length);
      expect(percent, path).toBeGreaterThanOrEqual(previous);
      expect(percent, path).toBeLessThanOrEqual(100);
      previous = percent;
      if (isResultsStep({ kind, path })) expect(showsProgress({ token, kind, path }), path).toBe(false);
    }
  });

  it("names a lead field for every question, so deep links can be checked", async () => {
    const { steps, stepAnswerKeys } = await loadFlow(prefix);
    for (const { path, kind } of steps) {
      if (kind === "singleChoiceInput" || kind === "yesNoInput" || kind === "contactInput") {
        expect(stepAnswerKeys[path ?? ""], `${path}`).toHaveLength(1);
      }
    }
  });

  it("lets a visitor who answers in order follow every link", async () => {
    const { steps, stepAnswerKeys } = await loadFlow(prefix);
    const answers: Record<string, unknown> = {};
    for (const path of walk(steps)) {
      expect(firstUnansweredPath(steps, stepAnswerKeys, answers, path), path).toBeNull();
      for (const key of stepAnswerKeys[path] ?? []) answers[key] = key === "phone_verified" ? true : "answered";
    }
  });

  it("sends a fresh visitor's deep link to an earlier question that is itself open", async () => {
    const { steps, stepAnswerKeys } = await loadFlow(prefix);
    for (const target of walk(steps)) {
      const redirect = firstUnansweredPath(steps, stepAnswerKeys, {}, target);
      if (redirect === null) {
        // Only when nothing before the target asks for an answer.
        const earlier = steps.slice(0, positionOf(steps, target));
        expect(
          earlier.flatMap((step) => stepAnswerKeys[step.path ?? ""] ?? []),
          target,
        ).toEqual([]);
        continue;
      }
      expect(positionOf(steps, redirect), target).toBeLessThan(positionOf(steps, target));
      expect(stepAnswerKeys[redirect], target).not.toEqual([]);
      // Following the redirect is not redirected again: no loop.
      expect(firstUnansweredPath(steps, stepAnswerKeys, {}, redirect), target).toBeNull();
    }
  });
});
