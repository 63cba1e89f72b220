import { contentStore } from "@/lib/content";
import type { Perspective } from "@/lib/content/perspective";
import { FLOW_PREFIXES_QUERY } from "@/lib/content/queries";
import type { FlowPrefixes } from "./pageKind";

/**
 * How long the proxy routes by the flows it last read. A publish reaches routing on every server
 * within this time, webhook or not (a balancer hands the webhook to one server only), and each
 * server reads the flows at most once per period, however many requests arrive (issue 61:
 * a new or moved flow serves within 5 s of its publish).
 */
export const FLOW_PREFIXES_TTL_MS = 1000;

type Routed = "published" | "drafts";
type State = {
  cached: Map<Routed, { prefixes: FlowPrefixes; at: number }>;
  loading: Map<string, Promise<FlowPrefixes>>;
  /** Counts the publishes this server was told of: a read begun before one is not kept. */
  generation: number;
};

/**
 * Process-wide, so the publish webhook's handler reaches the proxy's copy: the proxy and the
 * route handlers are bundled apart but run in one process.
 */
const globalForFlows = globalThis as { homefrontFlowPrefixes?: State };
globalForFlows.homefrontFlowPrefixes ??= { cached: new Map(), loading: new Map(), generation: 0 };
const state = globalForFlows.homefrontFlowPrefixes;

async function load(perspective: Perspective): Promise<FlowPrefixes> {
  const prefixes = await contentStore().fetch(FLOW_PREFIXES_QUERY, {}, ["flow"], perspective);
  return new Set(prefixes.filter((prefix): prefix is string => typeof prefix === "string"));
}

/**
 * A publish reached this server (app/api/revalidate): the next request reads the flows again,
 * rather than routing up to FLOW_PREFIXES_TTL_MS by the old ones.
 */
export function forgetFlowPrefixes() {
  state.generation += 1;
  state.cached.clear();
}

/**
 * The prefixes of the flows content holds, as the proxy routes them: published ones for
 * visitors; in draft mode (an editor previewing) draft flows too, so a new flow can be seen
 * before it is published. A failed read keeps the last good answer.
 */
export async function flowPrefixes(perspective: Routed, now = Date.now()): Promise<FlowPrefixes> {
  const last = state.cached.get(perspective);
  if (last && now - last.at < FLOW_PREFIXES_TTL_MS) return last.prefixes;
  const generation = state.generation;
  const key = `${perspective}:${generation}`;
  let pending = state.loading.get(key);
  if (!pending) {
    pending = load(perspective).finally(() => state.loading.delete(key));
    state.loading.set(key, pending);
  }
  try {
    const prefixes = await pending;
    if (state.generation === generation) state.cached.set(perspective, { prefixes, at: Date.now() });
    return prefixes;
  } catch (error) {
    if (last) return last.prefixes;
    throw error;
  }
}
