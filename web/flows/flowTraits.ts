import {
  FLOW_LAYOUTS,
  type FlowLayout,
  OFFER_CATEGORIES,
  type OfferCategory,
  RESULTS_FIGURES,
  type ResultsFigures,
  SPEC_CATEGORIES,
  type SpecCategory,
} from "studio/constants";

export type { FlowLayout, OfferCategory, ResultsFigures };

/**
 * What a flow is, from content (issue 61): the category its leads record, what it sells, the
 * figures its results show, how it looks.
 */
export type FlowTraits = { category: SpecCategory; offer: OfferCategory; figures: ResultsFigures; layout: FlowLayout };

const known = <T extends string>(values: readonly { value: T }[], value: unknown, fallback: T): T =>
  values.find((option) => option.value === value)?.value ?? fallback;

/**
 * A flow's traits as content gives them, each checked against what the code knows: the Studio
 * only offers known values, but a dataset written around it (an import, an old field) must not
 * break a page, so anything else is the default (solar, the animated wrapper, no figures: none
 * rather than figures the flow's answers may not give).
 */
export function flowTraitsOf(
  flow:
    | { category?: string | null; offer?: string | null; resultsFigures?: string | null; layout?: string | null }
    | null
    | undefined,
): FlowTraits {
  return {
    category: known(SPEC_CATEGORIES, flow?.category, "solar"),
    offer: known(OFFER_CATEGORIES, flow?.offer, "solar"),
    figures: known(RESULTS_FIGURES, flow?.resultsFigures, "none"),
    layout: known(FLOW_LAYOUTS, flow?.layout, "generic"),
  };
}
