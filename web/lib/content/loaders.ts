import type { OfferCategory } from "studio/constants";
import type { Locale } from "@/lib/brand/locale";
import { log } from "@/lib/server/log";
import { content } from "./index";
import { localize } from "./localize";
import {
  BRAND_HOSTS_QUERY,
  BRAND_KEYS_QUERY,
  BRAND_QUERY,
  COMPETITORS_QUERY,
  CONTENT_PAGE_QUERY,
  CONTENT_PATHS_QUERY,
  EXPERIMENT_EFFECTS_QUERY,
  LANDING_PAGE_QUERY,
  LEGAL_PAGE_QUERY,
  LEGAL_PATHS_QUERY,
  RUNNING_EXPERIMENTS_QUERY,
  SITE_SETTINGS_QUERY,
  SITE_WORDS_QUERY,
  STEP_WORDS_QUERY,
} from "./queries";
import { siteWordsFor, stepWordsFor } from "./stepWords";

/** Named loaders so pages state what they need; tags are the document types each answer reads. */
export const loadBrandKeys = () => content().fetch(BRAND_KEYS_QUERY, {}, ["brand"]);

export const loadBrandHosts = () => content().fetch(BRAND_HOSTS_QUERY, {}, ["brand", "siteSettings"]);

export const loadBrand = (brand: string, locale: Locale) =>
  content().fetch(BRAND_QUERY, { brand, locale }, ["brand", "footer", "footnote"]);

export const loadSiteSettings = (locale: Locale) => content().fetch(SITE_SETTINGS_QUERY, { locale }, ["siteSettings"]);

export const loadLegalPage = (brand: string, locale: Locale, path: string) =>
  content().fetch(LEGAL_PAGE_QUERY, { brand, locale, path }, ["legalPage"]);

export const loadLegalPaths = (brand: string) => content().fetch(LEGAL_PATHS_QUERY, { brand }, ["legalPage"]);

/** The results comparison for what a flow sells: `loadCompetitors(offerCategoryOf(prefix), locale)`. */
export const loadCompetitors = (category: OfferCategory, locale: Locale) =>
  content().fetch(COMPETITORS_QUERY, { category, locale }, ["competitorListing"]);

/** A navigation or sales-training page, its blocks in the visitor's language; null when the brand has none at `path`. */
export const loadContentPage = async (brand: string, locale: Locale, path: string) => {
  const page = await content().fetch(CONTENT_PAGE_QUERY, { brand, locale, path }, ["contentPage", "competitorListing"]);
  return page ? { ...page, pageBuilder: localize(page.pageBuilder ?? [], locale) } : null;
};

export const loadContentPaths = (brand: string) => content().fetch(CONTENT_PATHS_QUERY, { brand }, ["contentPage"]);

/** An advertising landing screen (spec 2.6) in the visitor's language; null when the brand has none at `path`. */
export const loadLandingPage = (brand: string, locale: Locale, path: string) =>
  content().fetch(LANDING_PAGE_QUERY, { brand, locale, path }, ["landingPage"]);

/** The experiments running now, for assigning a new visitor their variants. */
export const loadRunningExperiments = () => content().fetch(RUNNING_EXPERIMENTS_QUERY, {}, ["experiment"]);

/** The experiments running now and what their variants change, in the visitor's language. */
export const loadExperimentEffects = (locale: Locale) =>
  content().fetch(EXPERIMENT_EFFECTS_QUERY, { locale }, ["experiment", "step", "flow"]);

/** Words of a brand ("" for the site's alone) in the visitor's language; a word missing from content is logged. */
async function loadWords<W>(
  query: typeof STEP_WORDS_QUERY | typeof SITE_WORDS_QUERY,
  wordsFor: (answer: never, locale: Locale) => { words: W; missing: string[] },
  brand: string,
  locale: Locale,
): Promise<W> {
  const { words, missing } = wordsFor(
    (await content().fetch(query, { brand }, ["siteSettings", "brand"])) as never,
    locale,
  );
  if (missing.length > 0) log.error({ brand, locale, missing }, "interface words missing from content");
  return words;
}

/** The questionnaire's interface words (buttons, field names, messages around the questions). */
export const loadStepWords = (brand: string, locale: Locale) =>
  loadWords(STEP_WORDS_QUERY, stepWordsFor, brand, locale);

/** The words of the site's own pages (skip link, legal header, page not found, preview bar). */
export const loadSiteWords = (brand: string, locale: Locale) =>
  loadWords(SITE_WORDS_QUERY, siteWordsFor, brand, locale);
