import { createHash } from "node:crypto";

import { EXPERIMENTS } from "@/lib/experiments";

/** A visitor's variant follows from the token, so it stays the same on every server and after a reload. */
export function assignExperiments(token: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(EXPERIMENTS).map(([name, { variants }]) => {
      const bucket = createHash("sha256").update(`${name}:${token}`).digest().readUInt32BE(0);
      return [name, variants[bucket % variants.length] as string];
    }),
  );
}
