import { type Locale, localizedPath } from "@/lib/brand/locale";

/** Navigation needs only the path of each step. */
type Routed = { readonly path: string | null };

/**
 * Index of the FIRST step with this path, -1 if none. Flows may repeat a step (/cut-electric-bill
 * is /savings plus name, email and results, which /savings already has); a URL names a path, not
 * an index, so a path always resolves to its first occurrence (docs/decisions/flow-paths-and-base-flows.md).
 */
export function positionOf(steps: readonly Routed[], path: string): number {
  return steps.findIndex((step) => step.path === path);
}

/**
 * The order a visitor actually moves in: each path once, at its first occurrence. Stepping over
 * the full list would loop on a repeated tail (trim-trees → name resolves back before results →
 * results → trim-trees → …); dropping repeats makes the repeated tail unreachable, as decided.
 */
function visitingOrder(steps: readonly Routed[]): string[] {
  const paths: string[] = [];
  for (const { path } of steps) if (path !== null && !paths.includes(path)) paths.push(path);
  return paths;
}

/** The path after `path` in visiting order; null at the last step or when `path` is not in the flow. */
export function nextPath(steps: readonly Routed[], path: string): string | null {
  const order = visitingOrder(steps);
  const index = order.indexOf(path);
  return index === -1 ? null : (order[index + 1] ?? null);
}

/**
 * Where answering `path` leads (issue 58 item 1): the next step, or past the last one, the flow's
 * results (a flow that asks more after its results ends on them again); null only at the results
 * themselves, or in a flow without results (/free-report ends in its report).
 */
export function pathAfter(steps: readonly (Routed & { readonly kind?: string | null })[], path: string): string | null {
  const next = nextPath(steps, path);
  if (next !== null || positionOf(steps, path) === -1) return next;
  const results = steps.find((step) => step.kind === "resultsInput")?.path ?? null;
  return results === path ? null : results;
}

/** The path before `path` in visiting order; null at the first step or when `path` is not in the flow. */
export function previousPath(steps: readonly Routed[], path: string): string | null {
  const order = visitingOrder(steps);
  const index = order.indexOf(path);
  return index <= 0 ? null : (order[index - 1] ?? null);
}

/** Where a flow starts; null for a flow without steps. */
export function firstStepPath(steps: readonly Routed[]): string | null {
  return visitingOrder(steps)[0] ?? null;
}

/**
 * The URL of a step: `/<prefix>/<path>`, with /es in front for Spanish. Prefixes carry their own
 * leading slash ("/solar-texas"); stray slashes around the path are dropped so a path written with
 * one (spec 2.2's "pull-cash-out-of-home" quirk) cannot produce "//".
 */
export function stepUrl(prefix: string, path: string, locale: Locale): string {
  const base = `/${prefix.replace(/^\/+|\/+$/g, "")}`;
  const segment = path.replace(/^\/+|\/+$/g, "");
  return localizedPath(locale, segment ? `${base}/${segment}` : base);
}
