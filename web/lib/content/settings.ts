import type { SanitySettings } from "./sanitySource";

const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Reads and checks the Sanity settings; null means "use the embedded dataset". */
export function readSanitySettings(env: Record<string, string | undefined> = process.env): SanitySettings | null {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (!projectId) return null;
  const dataset = env.SANITY_DATASET?.trim() || "production";
  const apiVersion = env.SANITY_API_VERSION?.trim() || "2025-02-19";
  if (!PROJECT_ID.test(projectId)) throw new Error(`SANITY_PROJECT_ID "${projectId}" is not a Sanity project id`);
  if (!DATASET.test(dataset)) throw new Error(`SANITY_DATASET "${dataset}" is not a dataset name`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(apiVersion)) throw new Error(`SANITY_API_VERSION "${apiVersion}" must be a date`);
  const apiHost = env.SANITY_API_HOST?.trim().replace(/\/+$/, "") || undefined;
  if (apiHost && !/^https?:\/\/[^/\s]+$/.test(apiHost)) {
    throw new Error(`SANITY_API_HOST "${apiHost}" must be an origin such as http://127.0.0.1:3199`);
  }
  return {
    projectId,
    dataset,
    apiVersion,
    token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
    studioUrl: env.SANITY_STUDIO_URL?.trim() || "http://localhost:3333",
    apiHost,
  };
}
