import { EXPERIMENT_KEY_PATTERN, RESULTS_LAYOUTS, type ResultsLayout } from "studio/experimentRules";

/**
 * Experiments are content (studio `experiment` documents): the server assigns each new visitor a
 * variant per running experiment (lib/server/leads/experiments), and a step page carries what
 * each variant changes on it. This module turns the content into those effects; nothing here
 * names a particular experiment.
 */

/** What one variant changes on one step page. A control changes nothing. */
type VariantEffects = { resultsLayout: ResultsLayout | null; note: string | null; order: string[] | null };

/** An experiment that changes something on this page, by variant key. */
export type PageExperiment = { key: string; variants: Record<string, VariantEffects> };

type ContentVariant = {
  key: string | null;
  resultsLayout?: string | null;
  stepNotes?: { slug: string | null; text: string | null }[] | null;
  flowOrder?: { prefix: string | null; paths: string[] | null } | null;
};
export type ContentExperiment = { key: string | null; variants: ContentVariant[] | null };

/** The page a step is: which step, whether it is the results, in which flow. */
export type StepPlace = { slug: string; isResults: boolean; prefix: string };

const validKey = (key: string | null | undefined): key is string =>
  typeof key === "string" && EXPERIMENT_KEY_PATTERN.test(key);

function effectsOn(variant: ContentVariant, place: StepPlace): VariantEffects {
  const layout = variant.resultsLayout;
  const note = (variant.stepNotes ?? []).find((candidate) => candidate.slug === place.slug)?.text?.trim();
  const order = variant.flowOrder?.prefix === place.prefix ? (variant.flowOrder.paths ?? []).filter(Boolean) : [];
  return {
    resultsLayout:
      place.isResults && RESULTS_LAYOUTS.includes(layout as ResultsLayout) ? (layout as ResultsLayout) : null,
    note: note ? note : null,
    order: order.length > 0 ? order : null,
  };
}

const changesSomething = (effects: VariantEffects) =>
  effects.resultsLayout !== null || effects.note !== null || effects.order !== null;

/**
 * The running experiments that change something on this step page, with each variant's effects.
 * Content that does not hold together (a bad key, a repeated variant) is left out, not guessed at.
 */
export function experimentsOnPage(experiments: readonly ContentExperiment[], place: StepPlace): PageExperiment[] {
  return experiments.flatMap((experiment) => {
    const variants = (experiment.variants ?? []).filter((variant) => validKey(variant.key));
    if (!validKey(experiment.key) || variants.length < 2) return [];
    if (new Set(variants.map((variant) => variant.key)).size !== variants.length) return [];
    const byKey = Object.fromEntries(variants.map((variant) => [variant.key as string, effectsOn(variant, place)]));
    return Object.values(byKey).some(changesSomething) ? [{ key: experiment.key, variants: byKey }] : [];
  });
}

/** What a visitor's variants change on a page: the first experiment to change a thing decides it. */
export type VisitorEffects = VariantEffects & {
  /** The experiment whose note is shown. */
  noteFrom: string | null;
  /** Every experiment the page shows the visitor (a control included), to report once. */
  shown: { key: string; variant: string }[];
};

/** What the visitor's variants change on this page, and which experiments it therefore shows them. */
export function visitorEffects(
  page: readonly PageExperiment[],
  assigned: Readonly<Record<string, string>>,
): VisitorEffects {
  const out: VisitorEffects = { resultsLayout: null, note: null, noteFrom: null, order: null, shown: [] };
  for (const experiment of page) {
    const variant = assigned[experiment.key];
    const effects = variant ? experiment.variants[variant] : undefined;
    if (!variant || !effects) continue;
    out.shown.push({ key: experiment.key, variant });
    out.resultsLayout ??= effects.resultsLayout;
    if (out.note === null && effects.note !== null) {
      out.note = effects.note;
      out.noteFrom = experiment.key;
    }
    out.order ??= effects.order;
  }
  return out;
}

/** `steps` in the order a variant asks: its paths first, the rest after them in their own order. */
export function reorderSteps<T extends { path: string | null }>(
  steps: readonly T[],
  order: readonly string[] | null,
): T[] {
  if (!order) return [...steps];
  const wanted = order.filter((path, index) => order.indexOf(path) === index);
  const first = wanted.flatMap((path) => steps.filter((step) => step.path === path));
  return [...first, ...steps.filter((step) => !first.includes(step))];
}
