import { expect, type Page, type Request } from "@playwright/test";
import { stepBlockOf } from "@/blocks/steps/registry";
import type { StepType } from "@/blocks/steps/types";
import { flowTraitsOf } from "@/flows/flowTraits";
import type { Locale } from "@/lib/brand/locale";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { FLOW_QUERY, FLOW_TRAITS_QUERY } from "@/lib/content/queries";
import type { ContentSource } from "@/lib/content/source";
import { shippedStepWords } from "@/lib/content/words.testing";

/**
 * The flow's step list as content defines it (pinned to spec 2.2 by flowOrder.test.ts): the
 * shipped dataset's, or `source`'s (content a test published).
 */
export async function flowSteps(prefix: string, source: ContentSource = createEmbeddedSource()) {
  const flow = await source.fetch(FLOW_QUERY, { prefix, locale: "en" }, []);
  const seen = new Set<string>();
  // Navigation visits each distinct path once (docs/decisions/flow-paths-and-base-flows.md).
  return (flow?.steps ?? []).filter((step) => step.path && !seen.has(step.path) && seen.add(step.path)) as {
    path: string;
    kind: string;
  }[];
}

/** Spec 2.7, written out here rather than imported, so the test does not check the code with itself. */
export const expectedProgress = (position: number, total: number) =>
  Math.round((100 * Math.log(position + 1.65)) / Math.log(total + 1));

/** Spec 2.7: every step shows the progress bar (once there is a token) except these two. */
const showsProgressBar = (kind: string) => kind !== "resultsInput" && kind !== "phoneVerificationInput";

export const stepUrl = (locale: Locale, prefix: string, path: string) =>
  `${locale === "es" ? "/es" : ""}${prefix}/${path}`;

/**
 * Waits until the step's island has hydrated (React has attached its props to the step's first
 * button). A tap before that is a native form submit, which loads the next step as a new page:
 * right for a visitor, but not what a test of the in-page step change is about.
 */
export async function waitForStepIsland(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-step] button");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
}

/**
 * Waits until a step moved to has entered: after its 100 ms it focuses its question and takes taps
 * (a tap or key press sooner is swallowed as a double tap's second, or loses focus to the question).
 * The walks below wait for it before answering, as a visitor who reads the question does: a walk
 * that tapped within 100 ms of the step appearing lost that tap, on purpose (a CI run on /roofing).
 */
export async function waitForStepEntered(page: Page, path: string) {
  await expect(page.locator(`[data-step="${path}"] h1`)).toBeFocused();
}

/** Answers one step the way a visitor would, with the driver of the step type's block folder. */
export async function answerStep(page: Page, kind: string, locale: Locale) {
  await stepBlockOf(kind as StepType).drive({ page, locale, words: shippedStepWords(locale) });
}

/**
 * Whether the zip-confirm step on screen asks for the zip (it has none to confirm): then the zip
 * step right after it is not asked again (issue 58 item 9).
 */
async function zipConfirmAsks(page: Page, kind: string, locale: Locale) {
  if (kind !== "zipConfirmInput") return false;
  return page.getByRole("textbox", { name: shippedStepWords(locale).zip, exact: true }).isVisible();
}

/** Walks a flow from its first step to its last, checking each URL and the progress shown. */
export async function walkFlow(
  page: Page,
  prefix: string,
  locale: Locale,
  source: ContentSource = createEmbeddedSource(),
) {
  const steps = await flowSteps(prefix, source);
  const total = (await source.fetch(FLOW_QUERY, { prefix, locale: "en" }, []))?.steps?.length ?? 0;
  const firstPath = steps[0]?.path ?? "";
  await page.goto(stepUrl(locale, prefix, firstPath));
  let zipAsked = false;
  for (const [index, step] of steps.entries()) {
    if (zipAsked && step.kind === "zipInput") {
      zipAsked = false;
      continue;
    }
    await expect(page).toHaveURL(new RegExp(`${stepUrl(locale, prefix, step.path)}$`));
    await expect(page.locator(`[data-step="${step.path}"]`)).toBeVisible();
    const bar = page.getByRole("progressbar");
    if (showsProgressBar(step.kind)) {
      await expect(bar).toHaveAttribute("aria-valuenow", String(expectedProgress(index, total)));
    } else {
      await expect(bar).toHaveCount(0);
    }
    if (index === steps.length - 1) return steps;
    if (index > 0) await waitForStepEntered(page, step.path);
    zipAsked = await zipConfirmAsks(page, step.kind, locale);
    await answerStep(page, step.kind, locale);
  }
  return steps;
}

/**
 * Issue 58 item 1: answers the flow's last step as a visitor would, and checks it led somewhere
 * the visitor sees. Results are an end in themselves (nothing to answer, no button leading on);
 * the free report's screen ends in the report; any other last step leads to the flow's results,
 * which then say who will be in touch, at the number the visitor typed.
 */
export async function finishFlow(
  page: Page,
  prefix: string,
  steps: readonly { path: string; kind: string }[],
  locale: Locale,
  source: ContentSource = createEmbeddedSource(),
) {
  const last = steps.at(-1);
  const { offer } = flowTraitsOf(await source.fetch(FLOW_TRAITS_QUERY, { prefix }, []));
  const words = shippedStepWords(locale, offer);
  if (last?.kind === "interstitialInput") {
    await expect(page.locator("[data-free-report]")).toBeVisible({ timeout: 15_000 });
    return;
  }
  if (last && last.kind !== "resultsInput") await answerStep(page, last.kind, locale);
  const results = page.locator('[data-step="results"]');
  await expect(results).toBeVisible();
  await expect(results.locator('[data-results-layout][aria-busy="false"]')).toBeVisible({ timeout: 15_000 });
  await expect(results.getByRole("heading", { name: words.comparisonHeading })).toBeVisible();
  await expect(results.getByRole("button", { name: words.continue, exact: true })).toHaveCount(0);
  if (last?.kind !== "resultsInput") {
    // The phone step's and the contact steps' drivers type (480) 555-0142.
    await expect(results.getByRole("status").filter({ hasText: "(480) 555-0142" })).toBeVisible();
  }
}

/** Backend calls the page makes, with their JSON bodies, in order. */
export function recordApiCalls(page: Page) {
  const calls: { path: string; method: string; body: Record<string, unknown> | null }[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const data = request.postData();
    calls.push({
      path: url.pathname + (request.method() === "GET" ? url.search : ""),
      method: request.method(),
      body: data ? JSON.parse(data) : null,
    });
  });
  return calls;
}

/** Answers the steps before `target` in order, leaving the page on `target`. */
export async function walkTo(page: Page, prefix: string, target: string, locale: Locale) {
  const steps = await flowSteps(prefix);
  await page.goto(stepUrl(locale, prefix, steps[0]?.path ?? ""));
  let zipAsked = false;
  for (const [index, step] of steps.entries()) {
    if (zipAsked && step.kind === "zipInput" && step.path !== target) {
      zipAsked = false;
      continue;
    }
    await expect(page.locator(`[data-step="${step.path}"]`)).toBeVisible();
    if (step.path === target) return;
    if (index > 0) await waitForStepEntered(page, step.path);
    await untilSessionStarted(page, step.kind);
    zipAsked = await zipConfirmAsks(page, step.kind, locale);
    await answerStep(page, step.kind, locale);
  }
}

/**
 * Waits, as a visitor who reads the question does, until the step's script runs and the session
 * has its token (the progress bar shows a value: spec 2.7). A form of contact details submitted
 * before that posts to its own page (they never travel in a URL), and the walk would stall there;
 * taps before the script runs are tested on their own (resilience.spec.ts).
 */
async function untilSessionStarted(page: Page, kind: string) {
  if (!showsProgressBar(kind)) return;
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^\d+$/);
}
