import type { StepInput } from "@/blocks/steps/types";
import type { Locale } from "@/lib/brand/locale";
import { offerCategoryOf } from "@/lib/brand/pageKind";
import { content } from "@/lib/content";
import { loadCompetitors, loadExperimentEffects } from "@/lib/content/loaders";
import { localize } from "@/lib/content/localize";
import { FLOW_QUERY, SITE_SETTINGS_QUERY, STEP_QUERY } from "@/lib/content/queries";
import { experimentsOnPage, type PageExperiment } from "@/lib/experiments";
import { type ConsentShown, consentShown } from "./consent";
import { firstStepPath } from "./order";
import type { FlowStep } from "./step";

export type StepPageData = {
  prefix: string;
  flowTitle: string;
  steps: FlowStep[];
  path: string;
  heading: string;
  subheading: string | null;
  input: StepInput;
  consent: ConsentShown;
  advisorPhone: string;
  stillWaiting: { title: string; text: string | null };
  experiments: PageExperiment[];
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
  const [step, settings, experiments] = await Promise.all([
    source.fetch(STEP_QUERY, { slug: entry.slug }, ["step", "competitorListing"]),
    source.fetch(SITE_SETTINGS_QUERY, { locale }, ["siteSettings"]),
    loadExperimentEffects(locale),
  ]);
  if (!step?.input) return null;
  const consent = await consentShown(source, locale, settings);

  const input = localize(step.input, locale) as StepInput;
  return {
    prefix,
    flowTitle: flow.title ?? "",
    steps,
    path,
    heading: localize(step.heading, locale) ?? "",
    subheading: localize(step.subheading, locale) ?? null,
    input: input._type === "resultsInput" ? await withOfferListings(input, prefix, locale) : input,
    consent,
    advisorPhone: settings?.defaultAdvisorPhone ?? "",
    stillWaiting: { title: settings?.stillWaiting.title ?? "", text: settings?.stillWaiting.text ?? null },
    experiments: experimentsOnPage(experiments, {
      slug: entry.slug,
      isResults: input._type === "resultsInput",
      prefix,
    }),
  };
}

type ResultsInput = Extract<StepInput, { _type: "resultsInput" }>;

/**
 * The results step's comparison fits what the flow sells: the step's own listings (solar, the
 * default) for solar flows, the offer's five listings from content for the others.
 */
async function withOfferListings(input: ResultsInput, prefix: string, locale: Locale): Promise<ResultsInput> {
  const category = offerCategoryOf(prefix);
  if (category === "solar") return input;
  const listings = await loadCompetitors(category, locale);
  if (listings.length === 0) return input;
  return {
    ...input,
    competitors: listings.map((listing) => ({
      _id: listing._id,
      name: listing.name,
      representsOwnBrand: listing.representsOwnBrand,
      rank: listing.rank,
      rating: listing.rating,
      logo: listing.logo.url,
      tagline: listing.tagline,
      url: listing.url,
      phone: listing.phone,
      points: (listing.points ?? []).map((point) => point.text ?? ""),
    })),
  };
}
