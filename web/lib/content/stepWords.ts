import {
  SITE_WORD_KEYS,
  type SiteWordKey,
  type SiteWords,
  STEP_WORD_KEYS,
  type StepWordKey,
  type StepWords,
} from "studio/stepWordKeys";
import type { Locale } from "@/lib/brand/locale";

export type { SiteWords, StepWords };

type Localized = { en?: string | null; es?: string | null } | null | undefined;
type WordsInContent<K extends string> = Partial<Record<K, Localized>> | null | undefined;

const text = (value: string | null | undefined) => (typeof value === "string" && value.trim() ? value : null);

/**
 * Words in the visitor's language: the brand's own word, else the site's; in English when a word
 * has no translation yet. Site settings cannot be published without every word (studio
 * stepWords.ts), so `missing` only names words of a dataset written around the Studio.
 */
function wordsFor<K extends string>(
  keys: Record<K, string>,
  words: { site: WordsInContent<K>; brand: WordsInContent<K> },
  locale: Locale,
): { words: Record<K, string>; missing: K[] } {
  const missing: K[] = [];
  const entries = (Object.keys(keys) as K[]).map((key) => {
    const brand = words.brand?.[key];
    const site = words.site?.[key];
    const chosen = text(brand?.[locale]) ?? text(site?.[locale]) ?? text(brand?.en) ?? text(site?.en);
    if (chosen === null) missing.push(key);
    return [key, chosen ?? ""] as const;
  });
  return { words: Object.fromEntries(entries) as Record<K, string>, missing };
}

/** The questionnaire's words (buttons, field names, messages around the questions). */
export const stepWordsFor = (
  words: { site: WordsInContent<StepWordKey>; brand: WordsInContent<StepWordKey> },
  locale: Locale,
): { words: StepWords; missing: StepWordKey[] } => wordsFor(STEP_WORD_KEYS, words, locale);

/** The words of the site's own pages (skip link, legal header, page not found, preview bar). */
export const siteWordsFor = (
  words: { site: WordsInContent<SiteWordKey>; brand: WordsInContent<SiteWordKey> },
  locale: Locale,
): { words: SiteWords; missing: SiteWordKey[] } => wordsFor(SITE_WORD_KEYS, words, locale);
