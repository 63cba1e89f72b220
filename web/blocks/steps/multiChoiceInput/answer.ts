/**
 * A multiple-choice answer is stored as one lead field: the chosen values joined by commas, in
 * the order of the choices (the lead record holds scalar fields, and the export reads one column).
 */
export const joinChoices = (chosen: readonly string[], order: readonly string[]): string =>
  order.filter((value) => chosen.includes(value)).join(",");

/** The values of a stored answer that are still among the choices (content may have changed). */
export const splitChoices = (stored: unknown, order: readonly string[]): string[] =>
  typeof stored === "string" ? stored.split(",").filter((value) => order.includes(value)) : [];

/**
 * Ticking "none of these" clears the others; ticking another clears "none". Returns the new
 * selection after `value` is toggled.
 */
export function toggleChoice(chosen: readonly string[], value: string, noneValue: string | null): string[] {
  if (chosen.includes(value)) return chosen.filter((item) => item !== value);
  if (noneValue && value === noneValue) return [value];
  return [...chosen.filter((item) => item !== noneValue), value];
}
