import {
  CATEGORY_RESULTS_FIGURES,
  FLOW_OFFER_CATEGORY,
  FLOW_PREFIXES,
  FLOW_RESULTS_FIGURES,
  type FlowPrefix,
  LANDING_PATHS,
  type OfferCategory,
  type ResultsFigures,
} from "studio/constants";

export type PageKind = "home" | "leadGen" | "landing";
export type Category = "solar" | "solar_loans" | "roof";

export type PageClass = { pageKind: PageKind; flowType: FlowPrefix | null; category: Category };

const flowPrefixes = new Set<string>(FLOW_PREFIXES);

/** Spec 2.3: the flow a path belongs to, from its first segment. */
export function flowTypeOf(path: string): FlowPrefix | null {
  const first = `/${path.split("/").filter(Boolean)[0] ?? ""}`;
  return flowPrefixes.has(first) ? (first as FlowPrefix) : null;
}

/** Spec 3: solar by default, solar_loans for the loans flow, roof for the offer and roofing flows. */
export function categoryOf(flowType: FlowPrefix | null): Category {
  if (flowType === "/loans") return "solar_loans";
  if (flowType === "/offer" || flowType === "/roofing") return "roof";
  return "solar";
}

/**
 * Issue 7 item 6: what the flow sells (listings and estimate of its results), finer than
 * categoryOf: /roof, /gutter, /windows, … each have their own; anything else is solar.
 */
export function offerCategoryOf(flowType: string | null | undefined): OfferCategory {
  const prefix = flowType ? flowTypeOf(flowType) : null;
  return (prefix && FLOW_OFFER_CATEGORY[prefix]) ?? "solar";
}

/** Issue 58 item 3: the figures the flow's results show, those of the offer it makes. */
export function resultsFiguresOf(flowType: string | null | undefined): ResultsFigures {
  const prefix = flowType ? flowTypeOf(flowType) : null;
  return (prefix && FLOW_RESULTS_FIGURES[prefix]) ?? CATEGORY_RESULTS_FIGURES[offerCategoryOf(flowType)];
}

/**
 * Spec 1 and 2.3, for a path without its /es prefix:
 * - home: the path is / and the brand's home route is /;
 * - lead-gen: the first segment is a flow prefix, or the path is / on a brand whose home route
 *   is not / (then the home route decides the flow type);
 * - landing: anything else.
 */
export function classifyPage(path: string, homeRoute: string): PageClass {
  const isRoot = path === "/" || path === "";
  if (isRoot && homeRoute === "/") return { pageKind: "home", flowType: null, category: "solar" };
  const flowType = flowTypeOf(isRoot ? homeRoute : path);
  const pageKind: PageKind = isRoot || flowType ? "leadGen" : "landing";
  return { pageKind, flowType, category: categoryOf(flowType) };
}

/** A path's segments as a flow step: /<flow prefix>[/<step>], or null for any other path. */
export function flowStepOf(segments: readonly string[]): { flowType: FlowPrefix; step: string | null } | null {
  const flowType = flowTypeOf(`/${segments.join("/")}`);
  return flowType && segments.length <= 2 ? { flowType, step: segments[1] ?? null } : null;
}

/**
 * Which route renders a public path (without its /es prefix): the site root, a flow step, or any
 * other page. The proxy rewrites to `/<brand>/<locale>/<route>/…`, so a visitor's path can never
 * name a route segment itself.
 */
const landingPaths: readonly string[] = LANDING_PATHS;

/** The signed-in areas and their doors (issue 10): rendered per request, with runtime Chakra. */
const ACCOUNT_PATHS = [
  "/customer",
  "/customers",
  "/sign-in",
  "/reset-password",
  "/admin",
  "/leads",
  "/earning",
] as const;
const accountPaths: readonly string[] = ACCOUNT_PATHS;

export function routeOf(path: string): "home" | "flow" | "landing" | "account" | "page" {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "home";
  if (landingPaths.includes(`/${segments.join("/")}`)) return "landing";
  if (accountPaths.includes(`/${segments[0]}`)) return "account";
  return flowStepOf(segments) ? "flow" : "page";
}
