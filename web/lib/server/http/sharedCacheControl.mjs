// How long a shared cache (the balancer's, a CDN's) may keep a page. Next marks a page it renders
// once per publish `s-maxage=31536000`: a CDN honouring that kept a published change out for a
// year, and nothing purged it (issue 59). A page's answer (HTML or its RSC data, together) now
// says: fresh for SHARED_MAX_AGE seconds, then served stale at most once more per cache while
// the cache fetches it again. The origin's answer is cheap (Next's own cache, shared in Redis),
// so a publish is everywhere within a few seconds without any purge call.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.

export const SHARED_MAX_AGE = 2;
export const STALE_WHILE_REVALIDATE = 86_400;

/** Next's Cache-Control for an answer, with a shared cache's lifetime cut to SHARED_MAX_AGE. */
export function sharedCacheControl(value) {
  const text = Array.isArray(value) ? value.join(", ") : String(value);
  const match = /(?:^|,\s*)s-maxage=(\d+)/.exec(text);
  if (!match || Number(match[1]) <= SHARED_MAX_AGE) return value;
  return `s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
}
