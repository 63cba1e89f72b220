/**
 * Every word around the questions comes from content (Site settings › Questionnaire words and
 * Results words, and a brand's own; the engine's `words`). Words in braces ({phone}, {n}) are
 * filled in with `fillCopy`.
 */

/** "{n} years" + { n: 7 } -> "7 years". */
export const fillCopy = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
