import { createHash } from "node:crypto";
import { EXPERIMENT_KEY_PATTERN } from "studio/experimentRules";

/** A running experiment as assignment needs it: its key and each variant's key and weight (from content). */
export type RunningExperiment = {
  key: string | null;
  variants: { key: string | null; weight: number | null }[] | null;
};

/**
 * A visitor's variants follow from the token, so they stay the same on every server and after a
 * reload; each experiment hashes on its own, so being in one variant says nothing about another.
 * Variants get new visitors in proportion to their weights. An experiment whose content does not
 * hold together (bad keys, no weight) assigns nobody.
 */
export function assignExperiments(token: string, experiments: readonly RunningExperiment[]): Record<string, string> {
  const assigned: Record<string, string> = {};
  for (const experiment of experiments) {
    if (!experiment.key || !EXPERIMENT_KEY_PATTERN.test(experiment.key)) continue;
    const variants = (experiment.variants ?? []).filter(
      (variant): variant is { key: string; weight: number } =>
        typeof variant.key === "string" &&
        EXPERIMENT_KEY_PATTERN.test(variant.key) &&
        Number.isInteger(variant.weight) &&
        (variant.weight as number) >= 0,
    );
    const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (variants.length < 2 || total <= 0) continue;
    let bucket = createHash("sha256").update(`${experiment.key}:${token}`).digest().readUInt32BE(0) % total;
    for (const variant of variants) {
      if (bucket < variant.weight) {
        assigned[experiment.key] = variant.key;
        break;
      }
      bucket -= variant.weight;
    }
  }
  return assigned;
}
