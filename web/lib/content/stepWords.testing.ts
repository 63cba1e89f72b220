import type { Locale } from "@/lib/brand/locale";
import { loadEmbeddedDataset } from "./embeddedDataset";
import { type StepWords, stepWordsFor } from "./stepWords";

/**
 * The questionnaire's words as the shipped dataset gives them (site-wide), for tests and the
 * browser drivers: they find a field by the label content gives it, as a visitor reads it.
 */
export function shippedStepWords(locale: Locale): StepWords {
  const settings = loadEmbeddedDataset().find((document) => document._id === "siteSettings");
  return stepWordsFor({ site: settings?.stepWords as never, brand: null }, locale).words;
}
