import type { ArrayRule } from "sanity";
import { OFFER_CATEGORIES } from "../constants";

type CustomValidator = Parameters<ArrayRule<{ _ref?: string }[]>["custom"]>[0];

/** An offer as the Studio names it, for validation messages. */
export const offerTitle = (value: string | undefined) =>
  OFFER_CATEGORIES.find((offer) => offer.value === value)?.title ?? value ?? "none";

/**
 * A flow's results listings must be companies of the offer it sells: a roofing flow comparing
 * solar installers would promise what its buyer does not sell. Names the listings that are not.
 */
export const listingsOfOffer: CustomValidator = async (listings, context) => {
  const ids = (listings ?? []).flatMap((item) => (item?._ref ? [item._ref] : []));
  if (ids.length === 0) return true;
  const offer = (context.document as { offer?: string } | undefined)?.offer;
  const found: { _id: string; name: string | null; category: string | null }[] = await context
    .getClient({ apiVersion: "2025-02-19" })
    .fetch(`*[_id in $ids && category != $offer]{ _id, name, category }`, { ids, offer: offer ?? "" });
  if (found.length === 0) return true;
  // In the flow's order, as the editor sees them.
  const others = found.sort((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id));
  return `The listings must sell this flow's offer (${offerTitle(offer)}): ${others
    .map((other) => `${other.name ?? "a listing"} is ${offerTitle(other.category ?? undefined)}`)
    .join(", ")}.`;
};
