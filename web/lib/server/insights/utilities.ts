import { stateCodeFor } from "@/lib/geo/usStates";
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
