import type { StepInput } from "@/blocks/steps/types";
import type { Locale } from "@/lib/brand/locale";
import { content } from "@/lib/content";
import { localize } from "@/lib/content/localize";
import { FLOW_QUERY, SITE_SETTINGS_QUERY, STEP_QUERY } from "@/lib/content/queries";
import { answerKeysFor } from "./answers";
import { firstStepPath } from "./order";
import type { FlowStep } from "./step";

export type StepPageData = {
  prefix: string;
  flowTitle: string;
  steps: FlowStep[];
  /** The lead fields each path fills, so a deep link can find the first unanswered step. */
  answerKeys: Record<string, string[]>;
  path: string;
  heading: string;
  subheading: string | null;
  input: StepInput;
  consent: { text: string; version: string };
  advisorPhone: string;
  stillWaiting: { title: string; text: string | null };
};

/** Everything a step page needs from content, in the visitor's language; null when there is no such step. */
export async function loadStepPage(
  locale: Locale,
  prefix: string,
  requestedPath: string | null,
): Promise<StepPageData | null> {
  const source = content();
  const flow = await source.fetch(FLOW_QUERY, { prefix, locale }, ["flow", "step"]);
  const steps = (flow?.steps ?? []) as FlowStep[];
  const path = requestedPath ?? firstStepPath(steps);
  const entry = steps.find((step) => step.path === path);
  if (!flow || !path || !entry?.slug) return null;
  const [step, settings] = await Promise.all([
    source.fetch(STEP_QUERY, { slug: entry.slug }, ["step", "competitorListing"]),
    source.fetch(SITE_SETTINGS_QUERY, { locale }, ["siteSettings"]),
  ]);
  if (!step?.input) return null;
  const answerKeys = Object.fromEntries(
    (flow.steps ?? []).flatMap((item) =>
      item.path && item.kind ? [[item.path, answerKeysFor(item.kind, { answerKey: item.answerKey })]] : [],
    ),
  );
  return {
    prefix,
    flowTitle: flow.title ?? "",
    steps,
    answerKeys,
    path,
    heading: localize(step.heading, locale) ?? "",
    subheading: localize(step.subheading, locale) ?? null,
    input: localize(step.input, locale) as StepInput,
    consent: { text: settings?.tcpaConsent.text ?? "", version: settings?.tcpaConsent.version ?? "" },
    advisorPhone: settings?.defaultAdvisorPhone ?? "",
    stillWaiting: { title: settings?.stillWaiting.title ?? "", text: settings?.stillWaiting.text ?? null },
  };
}
