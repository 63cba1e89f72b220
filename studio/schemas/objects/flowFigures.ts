import type { StringRule } from "sanity";
import { RESULTS_FIGURES } from "../constants";
import { offerTitle } from "./flowListings";

type CustomValidator = Parameters<StringRule["custom"]>[0];

/**
 * A flow's results figures are computed from answers its offer's flows ask (a roof's size, a
 * loan's amount, a home's bill): figures of another offer would never have them, and the results
 * would wait on an estimate that cannot come. Names the offers the figures are for.
 */
export const figuresOfOffer: CustomValidator = (value, context) => {
  const figures = RESULTS_FIGURES.find((candidate) => candidate.value === value);
  // No value, or one the list refuses: the field's other rules say so.
  if (!figures) return true;
  const offer = (context.document as { offer?: string } | undefined)?.offer;
  const offers: readonly string[] = figures.offers;
  if (offer && offers.includes(offer)) return true;
  return `“${figures.title}” are for a flow offering ${offers.map(offerTitle).join(" or ")}; this one offers ${offerTitle(offer)}.`;
};
