import { cache } from "react";
import type { StepInput } from "@/blocks/steps/types";
import type { Locale } from "@/lib/brand/locale";
import { content } from "@/lib/content";
import { loadExperimentEffects } from "@/lib/content/loaders";
import { localize } from "@/lib/content/localize";
import { FLOW_QUERY, SITE_SETTINGS_QUERY, STEP_QUERY } from "@/lib/content/queries";
import { type ContentExperiment, experimentsOnPage, type PageExperiment } from "@/lib/experiments";
import { UTILITY_FIELD } from "@/lib/geo/utilityChoices";
import { namesKnownUtility } from "@/lib/server/insights/utilities";
import { type ConsentShown, consentShown } from "./consent";
import { type FlowTraits, flowTraitsOf } from "./flowTraits";
import { firstStepPath } from "./order";
import type { FlowStep } from "./step";

/**
 * One step as the flow island shows it: its question, its input and the experiments that change
 * it. Every step of the flow comes to the browser this way, so a tap shows the next question
 * without asking the server for a page (issue 8).
 */
export type StepView = {
  path: string;
  heading: string;
  subheading: string | null;
  input: StepInput;
  experiments: PageExperiment[];
};

export type StepPageData = {
  prefix: string;
  flowTitle: string;
  /** What the flow sells, the category its leads record, and its layout (content). */
  traits: FlowTraits;
  steps: FlowStep[];
  /** The requested step. */
  view: StepView;
  /** Every step of the flow that content completes, in visiting order (the requested one too). */
  views: StepView[];
  consent: ConsentShown;
  advisorPhone: string;
  stillWaiting: { title: string; text: string | null };
};

type Source = ReturnType<typeof content>;
type ResultsInput = Extract<StepInput, { _type: "resultsInput" }>;
type Listings = ResultsInput["competitors"];

/** One step's view; null when its document or input is missing (a draft in progress). */
async function loadStepView(
  source: Source,
  locale: Locale,
  prefix: string,
  entry: FlowStep,
  experiments: ContentExperiment[],
  listings: Listings | null,
): Promise<StepView | null> {
  if (!entry.path || !entry.slug) return null;
  const step = await source.fetch(STEP_QUERY, { slug: entry.slug }, ["step", "competitorListing"]);
  if (!step?.input) return null;
  const input = localize(step.input, locale) as StepInput;
  return {
    path: entry.path,
    heading: localize(step.heading, locale) ?? "",
    subheading: localize(step.subheading, locale) ?? null,
    // The results compare the flow's own listings (what it sells); without any, the step's.
    input:
      input._type === "resultsInput"
        ? { ...input, competitors: listings ?? input.competitors }
        : withUtilityMarks(input),
    experiments: experimentsOnPage(experiments, {
      slug: entry.slug,
      isResults: input._type === "resultsInput",
      prefix,
    }),
  };
}

/**
 * Everything a step page needs from content, in the visitor's language; null when there is no such
 * step. Once per request: the page's metadata and its body both ask for it, and it reads every
 * step's document.
 */
export const loadStepPage = cache(async function loadStepPage(
  locale: Locale,
  prefix: string,
  requestedPath: string | null,
): Promise<StepPageData | null> {
  const source = content();
  const flow = await source.fetch(FLOW_QUERY, { prefix, locale }, ["flow", "step", "competitorListing"]);
  const steps = (flow?.steps ?? []) as FlowStep[];
  const path = requestedPath ?? firstStepPath(steps);
  if (!flow || !path || !steps.some((step) => step.path === path && step.slug)) return null;
  const [settings, experiments] = await Promise.all([
    source.fetch(SITE_SETTINGS_QUERY, { locale }, ["siteSettings", "flow"]),
    loadExperimentEffects(locale),
  ]);
  // A repeated path is its first occurrence (flows/order), so one view per path.
  const entries = steps.filter((step, index) => steps.findIndex((other) => other.path === step.path) === index);
  const listings = flow.listings?.length ? (localize(flow.listings, locale) as Listings) : null;
  const views = (
    await Promise.all(entries.map((entry) => loadStepView(source, locale, prefix, entry, experiments, listings)))
  ).filter((view): view is StepView => view !== null);
  const view = views.find((candidate) => candidate.path === path);
  if (!view) return null;
  return {
    prefix,
    flowTitle: flow.title ?? "",
    traits: flowTraitsOf(flow),
    steps,
    view,
    views,
    consent: await consentShown(source, locale, settings),
    advisorPhone: settings?.defaultAdvisorPhone ?? "",
    stillWaiting: { title: settings?.stillWaiting.title ?? "", text: settings?.stillWaiting.text ?? null },
  };
});

/**
 * The utility question's choices, each marked with whether it names a utility of the ZIP lookup's
 * table (issue 58 item 2): the browser then lists the ZIP's utilities and content's additions
 * without the table itself. Any other step is as content gives it.
 */
function withUtilityMarks(input: StepInput): StepInput {
  if (input._type !== "singleChoiceInput" || input.answerKey !== UTILITY_FIELD) return input;
  return {
    ...input,
    choices: (input.choices ?? []).map((choice) => ({
      ...choice,
      namesUtility: namesKnownUtility({ value: choice.value ?? "", label: choice.label ?? "" }),
    })),
  };
}
