import type { OfferCategory } from "studio/constants";
import type { WordGroup, WordKey } from "studio/wordGroups";
import { type FlowTraits, flowTraitsOf } from "@/flows/flowTraits";
import type { Locale } from "@/lib/brand/locale";
import { log } from "@/lib/server/log";
import { content } from "./index";
import { localize } from "./localize";
import {
  BRAND_HOSTS_QUERY,
  BRAND_KEYS_QUERY,
  BRAND_QUERY,
  CONTENT_PAGE_QUERY,
  CONTENT_PATHS_QUERY,
  EXPERIMENT_EFFECTS_QUERY,
  FLOW_PREFIXES_QUERY,
  FLOW_TRAITS_QUERY,
  LANDING_PAGE_QUERY,
  LEGAL_PAGE_QUERY,
  LEGAL_PATHS_QUERY,
  RUNNING_EXPERIMENTS_QUERY,
  SITE_SETTINGS_QUERY,
  WORDS_QUERY,
} from "./queries";
import { type QuestionnaireWords, resultsWordsOf, type WordsInContent, wordKeysFor, wordsFor } from "./words";

/** Named loaders so pages state what they need; tags are the document types each answer reads. */
export const loadBrandKeys = () => content().fetch(BRAND_KEYS_QUERY, {}, ["brand"]);

export const loadBrandHosts = () => content().fetch(BRAND_HOSTS_QUERY, {}, ["brand", "siteSettings"]);

export const loadBrand = (brand: string, locale: Locale) =>
  // Its home route and offers name flows (or a landing screen) by their current prefix or path.
  content().fetch(BRAND_QUERY, { brand, locale }, ["brand", "footer", "footnote", "flow", "landingPage"]);

export const loadSiteSettings = (locale: Locale) =>
  content().fetch(SITE_SETTINGS_QUERY, { locale }, ["siteSettings", "flow"]);

export const loadLegalPage = (brand: string, locale: Locale, path: string) =>
  content().fetch(LEGAL_PAGE_QUERY, { brand, locale, path }, ["legalPage"]);

export const loadLegalPaths = (brand: string) => content().fetch(LEGAL_PATHS_QUERY, { brand }, ["legalPage"]);

/** Every flow's prefix (issue 61: flows are content): the sitemap's questionnaires, the console's flows. */
export const loadFlowPrefixes = async () =>
  (await content().fetch(FLOW_PREFIXES_QUERY, {}, ["flow"])).filter(
    (prefix): prefix is string => typeof prefix === "string",
  );

/** What the flow at `prefix` is (its category, offer, layout); null when content holds no such flow. */
export async function loadFlowTraits(prefix: string): Promise<FlowTraits | null> {
  const flow = await content().fetch(FLOW_TRAITS_QUERY, { prefix }, ["flow"]);
  return flow ? flowTraitsOf(flow) : null;
}

/** A navigation or sales-training page, its blocks in the visitor's language; null when the brand has none at `path`. */
export const loadContentPage = async (brand: string, locale: Locale, path: string) => {
  const page = await content().fetch(CONTENT_PAGE_QUERY, { brand, locale, path }, ["contentPage", "competitorListing"]);
  return page ? { ...page, pageBuilder: localize(page.pageBuilder ?? [], locale) } : null;
};

export const loadContentPaths = (brand: string) => content().fetch(CONTENT_PATHS_QUERY, { brand }, ["contentPage"]);

/** An advertising landing screen (spec 2.6) in the visitor's language; null when the brand has none at `path`. */
export const loadLandingPage = (brand: string, locale: Locale, path: string) =>
  content().fetch(LANDING_PAGE_QUERY, { brand, locale, path }, ["landingPage", "flow"]);

/** The experiments running now, for assigning a new visitor their variants. */
export const loadRunningExperiments = () => content().fetch(RUNNING_EXPERIMENTS_QUERY, {}, ["experiment"]);

/** The experiments running now and what their variants change, in the visitor's language. */
export const loadExperimentEffects = (locale: Locale) =>
  content().fetch(EXPERIMENT_EFFECTS_QUERY, { locale }, ["experiment", "step", "flow"]);

/**
 * A group's words for a brand ("" for the site's alone) in the visitor's language, or only the
 * words `only` names; a word missing from content is logged.
 */
export async function loadWords<G extends WordGroup>(
  group: G,
  brand: string,
  locale: Locale,
  only?: readonly WordKey<G>[],
): Promise<Record<WordKey<G>, string>> {
  const inContent = await content().fetch(WORDS_QUERY, { brand, group }, ["siteSettings", "brand"]);
  const { words, missing } = wordsFor(group, inContent as WordsInContent, locale, only);
  if (missing.length > 0) log.error({ brand, locale, group, missing }, "interface words missing from content");
  return words;
}

/**
 * The words a questionnaire shows: around every question, and those of the step types it has
 * (the results' for its kind of offer), so a page carries no word it cannot show.
 */
export async function loadQuestionnaireWords(
  brand: string,
  locale: Locale,
  flow: { steps: readonly string[]; category: OfferCategory; layout: string },
): Promise<QuestionnaireWords> {
  const [steps, results] = await Promise.all([
    loadWords("stepWords", brand, locale, wordKeysFor("stepWords", flow)),
    loadWords("resultsWords", brand, locale, wordKeysFor("resultsWords", flow)),
  ]);
  return { ...steps, ...resultsWordsOf(results, flow.category) };
}
