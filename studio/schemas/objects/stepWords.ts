import { defineField, defineType } from "sanity";
import { SITE_WORD_KEYS, STEP_WORD_KEYS } from "./stepWordKeys";

const wordsType = (name: string, title: string, keys: Record<string, string>) =>
  defineType({
    name,
    title,
    type: "object",
    options: { collapsible: true, collapsed: true },
    fields: Object.entries(keys).map(([field, label]) =>
      defineField({ name: field, title: label, type: "localeString" }),
    ),
  });

/** The questionnaire's interface words, English and Spanish (see stepWordKeys.ts). */
export const stepWords = wordsType("stepWords", "Questionnaire words", STEP_WORD_KEYS);

/** The words of the site's own pages, English and Spanish (see stepWordKeys.ts). */
export const siteWords = wordsType("siteWords", "Page words", SITE_WORD_KEYS);

/** Site settings must give every word (a brand's own words may leave any out). */
export const missingWords =
  (keys: Record<string, string>) =>
  (words: Record<string, { en?: string } | undefined> | undefined): true | string => {
    const missing = Object.keys(keys).filter((key) => !words?.[key]?.en?.trim());
    return missing.length === 0 ? true : `Every word is needed here; missing: ${missing.join(", ")}.`;
  };
