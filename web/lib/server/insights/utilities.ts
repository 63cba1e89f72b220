import { stateCodeFor, type UsStateCode } from "@/lib/geo/usStates";
import { choiceNames } from "@/lib/geo/utilityChoices";
import { lookupZip } from "@/lib/geo/zipLookup";
import { STATE_DEFAULT_UTILITY, ZIP_PREFIX_OVERRIDES } from "./utilityData";

/** Three-digit ZIP prefix -> utility, expanded from the table's ranges once at load. */
const byZipPrefix: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const { from, to, utility } of ZIP_PREFIX_OVERRIDES) {
    for (let prefix = Number(from); prefix <= Number(to); prefix++) {
      map.set(String(prefix).padStart(3, "0"), utility);
    }
  }
  return map;
})();

/**
 * State -> utilities known to serve it: the state's largest first, then each metro utility of the
 * override table inside the state, in table order. Multi-state utilities (Duke Energy, Xcel,
 * Dominion, …) appear under every state where the table names them.
 */
const byState: ReadonlyMap<UsStateCode, readonly string[]> = (() => {
  const map = new Map<UsStateCode, string[]>();
  const add = (state: UsStateCode, utility: string) => {
    const list = map.get(state) ?? [];
    if (!list.includes(utility)) list.push(utility);
    map.set(state, list);
  };
  for (const [state, utility] of Object.entries(STATE_DEFAULT_UTILITY)) add(state as UsStateCode, utility);
  for (const { state, utility } of ZIP_PREFIX_OVERRIDES) add(state, utility);
  return map;
})();

/** "85253", "85253-1234" or "852531234" -> "852"; anything else -> null. */
function zipPrefix(zip: string | null | undefined): string | null {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip?.trim() ?? "");
  return match?.[1] ?? null;
}

/**
 * The visitor's most likely residential electric utility: the metro override for the ZIP's
 * three-digit prefix first (a ZIP locates a household far better than a state does), then the
 * state's largest utility. `state` may be a code or a full name. Null when neither tells.
 */
export function utilityFor({ state, zip }: { state?: string | null; zip?: string | null }): string | null {
  const prefix = zipPrefix(zip);
  const override = prefix === null ? undefined : byZipPrefix.get(prefix);
  if (override !== undefined) return override;
  const code = state ? stateCodeFor(state) : null;
  if (code === null || code === "FM") return null;
  return STATE_DEFAULT_UTILITY[code];
}

/**
 * The utilities that serve the visitor's state, most likely first (issue 7 item 5): the one for
 * the ZIP (metro override or state default), then the state's others. The state is the ZIP's when
 * the ZIP data knows it (a typed ZIP beats an IP guess), else `state` (code or name). Empty when
 * neither tells. The electricity-provider step lists these first, so an Arizona ZIP never opens
 * on PG&E.
 */
export function utilitiesFor({ state, zip }: { state?: string | null; zip?: string | null }): string[] {
  // A ZIP the data does not know is not used at all: its prefix might point to another state.
  const place = zip ? lookupZip(zip) : null;
  const code = place?.state ?? (state ? stateCodeFor(state) : null);
  if (code === null) return [];
  const first = utilityFor({ state: code, zip: place?.zip ?? null });
  const rest = byState.get(code) ?? [];
  return first === null ? [...rest] : [first, ...rest.filter((utility) => utility !== first)];
}

/** Every utility the table names, once. */
const knownUtilities: readonly string[] = [...new Set([...byState.values()].flat())];

/**
 * Whether a choice of the utility question names a utility of this table (issue 58 item 2): such a
 * choice renames that utility where it serves the ZIP and is left out elsewhere; any other choice
 * ("Other utility", a co-op the table lacks) is content's addition, always listed.
 */
export const namesKnownUtility = (choice: { value: string; label: string }): boolean =>
  knownUtilities.some((name) => choiceNames(choice, name));
