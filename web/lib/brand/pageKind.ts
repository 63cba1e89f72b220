import { ACCOUNT_PATHS, LANDING_PATHS, type SpecCategory } from "studio/constants";

export type PageKind = "home" | "leadGen" | "landing";
/** Spec 3's category of a lead; each flow's is content (its `category`). */
export type Category = SpecCategory;

/** The prefixes of the flows content holds now (lib/brand/flowPrefixes reads them). */
export type FlowPrefixes = ReadonlySet<string>;

export type PageClass = { pageKind: PageKind; flowType: string | null };

/** Spec 2.3: the flow a path belongs to, from its first segment, among the flows content holds. */
export function flowTypeOf(path: string, flows: FlowPrefixes): string | null {
  const first = `/${path.split("/").filter(Boolean)[0] ?? ""}`;
  return flows.has(first) ? first : null;
}

/**
 * Spec 1 and 2.3, for `/`: the home page when the brand's home route is /; otherwise a lead-gen
 * page whose flow type is the home route's flow (`homeFlow`; null when the home route is a
 * landing screen).
 */
export function classifyHome(homeRoute: string, homeFlow: string | null): PageClass {
  return homeRoute === "/" ? { pageKind: "home", flowType: null } : { pageKind: "leadGen", flowType: homeFlow };
}

/**
 * The flow route's path as /<prefix>[/<step>]; the proxy sends it only paths under a flow
 * content holds, and the route answers not found when the flow or step is not (or no longer) there.
 */
export function flowStepOf(segments: readonly string[]): { flowType: string; step: string | null } | null {
  const [prefix, step] = segments;
  return prefix && segments.length <= 2 ? { flowType: `/${prefix}`, step: step ?? null } : null;
}

const landingPaths: readonly string[] = LANDING_PATHS;
const accountPaths: readonly string[] = ACCOUNT_PATHS;

/**
 * Which route renders a public path (without its /es prefix): the site root, a flow step, a
 * landing screen, a signed-in area, or any other page. The proxy rewrites to
 * `/<brand>/<locale>/<route>/…`, so a visitor's path can never name a route segment itself.
 */
export function routeOf(path: string, flows: FlowPrefixes): "home" | "flow" | "landing" | "account" | "page" {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "home";
  if (landingPaths.includes(`/${segments.join("/")}`)) return "landing";
  if (accountPaths.includes(`/${segments[0]}`)) return "account";
  // /<flow prefix>[/<step>]: the flow route finds the flow, or answers not found.
  return segments.length <= 2 && flowTypeOf(path, flows) ? "flow" : "page";
}
