import { competitors } from "./competitors";
import { flowLists } from "./flowLists";
import { keyed, ls, ref, type Schema, type Seed, slug } from "./lib";
import { offerCompetitors } from "./offerCompetitors";

/** Paths that differ from the step they show (spec 2.2: /roofing). */
const stepForPath: Record<string, string> = {
  roof_need_sheathing: "need-sheathing",
  add_gutters: "add-gutters",
};

/** Spec 3: the category customer_init records; every other flow is solar. */
const specCategory: Record<string, Schema.Flow["category"]> = {
  "/loans": "solar_loans",
  "/offer": "roof",
  "/roofing": "roof",
};

/** Issue 7 item 6: what a flow sells, when not solar. /roof joins /offer and /roofing: all three sell a roof. */
const offerOf: Record<string, NonNullable<Schema.Flow["offer"]>> = {
  "/loans": "solar_loans",
  "/offer": "roof",
  "/roofing": "roof",
  "/roof": "roof",
  "/gutter": "gutter",
  "/windows": "windows",
  "/home-warranty": "home_warranty",
  "/home-security": "home_security",
  "/bathroom-remodel": "bathroom_remodel",
};

/** Spec 2.7: the flows with a layout of their own; every other one has the animated wrapper. */
const layoutOf: Record<string, Schema.Flow["layout"]> = {
  // Hero and form are named after the visitor's state, which is why this flow asks for the zip first.
  "/power-payback": "powerPayback",
  "/no-cost-solar": "noCostSolar",
  "/savings-slick": "solarReport",
  "/survey": "solarReport",
  "/verify": "solarReport",
};

/**
 * Issue 58 item 3: the figures a flow's results show, those of its offer; /no-cost-solar offers
 * panels "for no cost at install" (spec 2.7), a lease or power-purchase agreement.
 */
const figuresOf = (prefix: string, offer: Schema.Flow["offer"]): Schema.Flow["resultsFigures"] => {
  if (prefix === "/no-cost-solar") return "solar_lease";
  if (offer === "solar") return "solar";
  if (offer === "roof") return "roof";
  if (offer === "solar_loans") return "loan";
  return "none";
};

export const flowIdFor = (prefix: string) => `flow.${prefix.slice(1)}`;

/** The five listings of an offer, by rank: what a flow selling it compares on its results. */
const listingsOf = (offer: string) =>
  [...competitors, ...offerCompetitors]
    .filter((listing) => listing.category === offer)
    .sort((a, b) => Number(a.rank) - Number(b.rank))
    .map((listing) => listing._id);

const hasResults = (prefix: string): boolean => {
  const flow = flowLists.find((candidate) => candidate.prefix === prefix);
  return Boolean(flow && (flow.steps.includes("results") || (flow.base && hasResults(flow.base))));
};

export const flows: Seed<Schema.Flow>[] = flowLists.map((flow): Seed<Schema.Flow> => {
  const id = flowIdFor(flow.prefix);
  const offer = offerOf[flow.prefix] ?? "solar";
  return {
    _id: id,
    _type: "flow",
    title: ls(flow.title.en, flow.title.es),
    prefix: slug(flow.prefix),
    category: specCategory[flow.prefix] ?? "solar",
    offer,
    resultsFigures: figuresOf(flow.prefix, offer),
    layout: layoutOf[flow.prefix] ?? "generic",
    ...(hasResults(flow.prefix) ? { listings: keyed(`${id}.listings`, listingsOf(offer).map(ref)) } : {}),
    ...(flow.base ? { baseFlow: ref(flowIdFor(flow.base)) } : {}),
    steps: keyed(
      id,
      flow.steps.map((path) => ({
        _type: "flowStep" as const,
        path,
        step: ref(`step.${stepForPath[path] ?? path}`),
      })),
    ),
  };
});
