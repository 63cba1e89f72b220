import type { OfferCategory } from "studio/constants";
import type { WordGroup, WordKey } from "studio/wordGroups";
import type { Locale } from "@/lib/brand/locale";
import { loadEmbeddedDataset } from "./embeddedDataset";
import { type ResultsWords, resultsWordsOf, type StepWords, wordsFor } from "./words";

/**
 * A group's words as the shipped dataset gives them (site-wide), for tests and the browser
 * drivers: they find a field by the label content gives it, as a visitor reads it.
 */
export function shippedWords<G extends WordGroup>(group: G, locale: Locale): Record<WordKey<G>, string> {
  const settings = loadEmbeddedDataset().find((document) => document._id === "siteSettings");
  return wordsFor(group, { site: settings?.[group] as never, brand: null }, locale).words;
}

/** The words a step gets: the questionnaire's and the results' for one kind of offer. */
export const shippedStepWords = (locale: Locale, category: OfferCategory = "solar"): StepWords & ResultsWords => ({
  ...shippedWords("stepWords", locale),
  ...resultsWordsOf(shippedWords("resultsWords", locale), category),
});
