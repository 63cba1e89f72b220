/**
 * Project and dataset come from the environment. Without them the Studio still builds and
 * validates offline against a placeholder project id; it needs a real one to edit content.
 */
const env = (typeof process !== "undefined" ? process.env : {}) as Record<string, string | undefined>;

export const projectId = env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID || "homefront";
export const dataset = env.SANITY_STUDIO_DATASET || env.SANITY_DATASET || "production";
