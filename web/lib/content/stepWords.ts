import { STEP_WORD_KEYS, type StepWordKey, type StepWords } from "studio/stepWordKeys";
import type { Locale } from "@/lib/brand/locale";

export type { StepWords };

type Localized = { en?: string | null; es?: string | null } | null | undefined;
type WordsInContent = Partial<Record<StepWordKey, Localized>> | null | undefined;

const text = (value: string | null | undefined) => (typeof value === "string" && value.trim() ? value : null);

/**
 * The questionnaire's words in the visitor's language: the brand's own word, else the site's; in
 * English when a word has no translation yet. Site settings cannot be published without every
 * word (studio stepWords.ts), so `missing` only names words of a dataset written around the Studio.
 */
export function stepWordsFor(
  words: { site: WordsInContent; brand: WordsInContent },
  locale: Locale,
): { words: StepWords; missing: StepWordKey[] } {
  const missing: StepWordKey[] = [];
  const entries = (Object.keys(STEP_WORD_KEYS) as StepWordKey[]).map((key) => {
    const brand = words.brand?.[key];
    const site = words.site?.[key];
    const chosen = text(brand?.[locale]) ?? text(site?.[locale]) ?? text(brand?.en) ?? text(site?.en);
    if (chosen === null) missing.push(key);
    return [key, chosen ?? ""] as const;
  });
  return { words: Object.fromEntries(entries) as StepWords, missing };
}
