/** An experiment's or variant's key, as reported through track_experiment: lower case, digits, `_`. */
export const EXPERIMENT_KEY_PATTERN = /^[a-z][a-z0-9_]{1,48}$/;

export const RESULTS_LAYOUTS = ["estimate_first", "comparison_first"] as const;
export type ResultsLayout = (typeof RESULTS_LAYOUTS)[number];

type Variant = { key?: string; weight?: number };

/** The problem with an experiment's variants, or true: two or more, distinct keys, some weight to share. */
export function variantsProblem(variants: Variant[] | undefined): true | string {
  const list = variants ?? [];
  if (list.length < 2) return "An experiment needs at least two variants (the first is the control).";
  const keys = list.map((variant) => variant.key ?? "");
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated !== undefined) return `Two variants are called "${repeated}": each needs its own key.`;
  const total = list.reduce((sum, variant) => sum + (variant.weight ?? 0), 0);
  return total > 0 ? true : "At least one variant needs a weight above 0.";
}
