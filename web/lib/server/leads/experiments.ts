import { createHash } from "node:crypto";

/**
 * Experiments running on the funnel and their variants. A visitor's variant follows from the
 * token, so it stays the same on every server and after a reload.
 */
export const EXPERIMENTS: Record<string, readonly string[]> = {
  results_layout: ["estimate_first", "comparison_first"],
  phone_step_copy: ["control", "advisor_callback"],
};

export function assignExperiments(token: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(EXPERIMENTS).map(([name, variants]) => {
      const bucket = createHash("sha256").update(`${name}:${token}`).digest().readUInt32BE(0);
      return [name, variants[bucket % variants.length] as string];
    }),
  );
}
