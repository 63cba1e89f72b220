/**
 * Project and dataset come from the environment. Without them the Studio still builds and
 * validates offline against a placeholder project id; it needs a real one to edit content.
 */
const env = (typeof process !== "undefined" ? process.env : {}) as Record<string, string | undefined>;

export const projectId = env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID || "homefront";
export const dataset = env.SANITY_STUDIO_DATASET || env.SANITY_DATASET || "production";

/**
 * Where the Presentation tool finds each brand's site: `{domain}` is replaced by the brand's
 * domain. Locally every brand is `<domain>.localhost` on the site's port; in production,
 * `https://{domain}` (or a stage host pattern).
 */
export const previewOrigin = env.SANITY_STUDIO_PREVIEW_ORIGIN || "http://{domain}.localhost:3000";
