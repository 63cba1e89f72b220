import { defineField, defineType } from "sanity";
import { STEP_WORD_KEYS, type StepWordKey } from "./stepWordKeys";

/** The questionnaire's interface words, English and Spanish (see stepWordKeys.ts). */
export const stepWords = defineType({
  name: "stepWords",
  title: "Questionnaire words",
  type: "object",
  options: { collapsible: true, collapsed: true },
  fields: Object.entries(STEP_WORD_KEYS).map(([name, title]) => defineField({ name, title, type: "localeString" })),
});

/** Site settings must give every word (a brand's own words may leave any out). */
export function missingStepWords(words: Partial<Record<StepWordKey, { en?: string }>> | undefined): true | string {
  const missing = Object.keys(STEP_WORD_KEYS).filter((key) => !words?.[key as StepWordKey]?.en?.trim());
  return missing.length === 0 ? true : `Every questionnaire word is needed here; missing: ${missing.join(", ")}.`;
}
