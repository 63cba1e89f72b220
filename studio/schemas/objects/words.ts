import { defineField, defineType } from "sanity";
import { WORD_GROUPS, type WordGroup, wordLabels } from "./wordGroups";

/** One object type per word group: a localized field per word, a collapsed fieldset per section. */
const wordsType = (group: WordGroup) =>
  defineType({
    name: group,
    title: WORD_GROUPS[group].title,
    type: "object",
    options: { collapsible: true, collapsed: true },
    fieldsets: Object.entries(WORD_GROUPS[group].sections).map(([name, section]) => ({
      name,
      title: section.title,
      options: { collapsible: true, collapsed: true },
    })),
    fields: Object.entries(WORD_GROUPS[group].sections).flatMap(([fieldset, section]) =>
      Object.entries(section.words as Record<string, string>).map(([field, label]) =>
        defineField({ name: field, title: label, type: "localeString", fieldset }),
      ),
    ),
  });

export const wordTypes = (Object.keys(WORD_GROUPS) as WordGroup[]).map(wordsType);

/** Site settings must give every word of a group (a brand's own words may leave any out). */
const missingWords =
  (group: WordGroup) =>
  (words: Record<string, { en?: string } | undefined> | undefined): true | string => {
    const missing = Object.keys(wordLabels(group)).filter((key) => !words?.[key]?.en?.trim());
    return missing.length === 0 ? true : `Every word is needed here; missing: ${missing.join(", ")}.`;
  };

/** Site settings' word fields: every word required. */
export const siteWordFields = (Object.keys(WORD_GROUPS) as WordGroup[]).map((group) =>
  defineField({
    name: group,
    title: WORD_GROUPS[group].title,
    description: `${WORD_GROUPS[group].description} A brand may replace any of them.`,
    type: group,
    validation: (rule) => rule.custom((words) => missingWords(group)(words as never)),
  }),
);

/** A brand's word fields: only the words it says differently. */
export const brandWordFields = (Object.keys(WORD_GROUPS) as WordGroup[]).map((group) =>
  defineField({
    name: group,
    title: `${WORD_GROUPS[group].title} of this brand`,
    description: "Only the words this brand says differently; the rest come from Site settings.",
    type: group,
    group: "words",
  }),
);
