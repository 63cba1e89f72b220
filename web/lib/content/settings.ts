import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import type { SanitySettings } from "./sanitySource";

/** The Content Lake's settings (checked by lib/env/schema.mjs); null means "use the embedded dataset". */
export function readSanitySettings(env: SiteEnv = serverEnv()): SanitySettings | null {
  const projectId = env.SANITY_PROJECT_ID;
  if (!projectId) return null;
  return {
    projectId,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_API_READ_TOKEN,
    studioUrl: env.SANITY_STUDIO_URL,
    apiHost: env.SANITY_API_HOST,
  };
}
