import type { OfferCategory } from "studio/constants";
import {
  type AccountWords,
  CATEGORY_WORDS,
  type CalculatorWords,
  type ResultsWords,
  type SiteWords,
  type StepWords,
  type WordGroup,
  type WordKey,
  wordKeysFor,
  wordLabels,
} from "studio/wordGroups";
import type { Locale } from "@/lib/brand/locale";

export type { AccountWords, CalculatorWords, ResultsWords, SiteWords, StepWords };
export { wordKeysFor };

/** What a questionnaire's steps read: the words around the questions and the results' for its offer. */
export type QuestionnaireWords = StepWords & ResultsWords;

type Localized = { en?: string | null; es?: string | null } | null | undefined;
/** A group's words as content holds them: the site's, and the brand's own (any may be left out). */
export type WordsInContent = {
  site: Record<string, Localized> | null | undefined;
  brand: Record<string, Localized> | null | undefined;
};

const text = (value: string | null | undefined) => (typeof value === "string" && value.trim() ? value : null);

/**
 * A group's words in the visitor's language: the brand's own word, else the site's; in English
 * when a word has no translation yet. Site settings cannot be published without every word
 * (studio words.ts), so `missing` only names words of a dataset written around the Studio.
 * `only` narrows the group to the words a page uses.
 */
export function wordsFor<G extends WordGroup>(
  group: G,
  words: WordsInContent,
  locale: Locale,
  only?: readonly WordKey<G>[],
): { words: Record<WordKey<G>, string>; missing: WordKey<G>[] } {
  const missing: WordKey<G>[] = [];
  const keys = only ?? (Object.keys(wordLabels(group)) as WordKey<G>[]);
  const entries = keys.map((key) => {
    const brand = words.brand?.[key];
    const site = words.site?.[key];
    const chosen = text(brand?.[locale]) ?? text(site?.[locale]) ?? text(brand?.en) ?? text(site?.en);
    if (chosen === null) missing.push(key);
    return [key, chosen ?? ""] as const;
  });
  return { words: Object.fromEntries(entries) as Record<WordKey<G>, string>, missing };
}

/** The results words for one kind of offer: the figures and listings, and that category's own words under plain names. */
export function resultsWordsOf(
  words: Partial<Record<WordKey<"resultsWords">, string>>,
  category: OfferCategory,
): ResultsWords {
  const categoryWord = new RegExp(`_(${CATEGORY_WORDS.join("|")})$`);
  const shared = Object.entries(words).filter(([key]) => !categoryWord.test(key));
  const own = CATEGORY_WORDS.map((word) => [word, words[`${category}_${word}`] ?? ""]);
  return Object.fromEntries([...shared, ...own]) as ResultsWords;
}
