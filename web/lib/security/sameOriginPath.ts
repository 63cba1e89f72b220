/**
 * A redirect target from a request (`?next=`, `?to=`) as a path of this site, or `fallback`.
 *
 * Decided by parsing, the way the browser will read the Location: WHATWG URL drops tabs and
 * newlines anywhere and reads a backslash as a slash, so "/\t/evil.example" and "/\\evil.example"
 * both name another host, which a pattern on the raw text cannot see. Whatever resolves to
 * another origin, or is not a path at all ("customer", "javascript:…"), gives the fallback; what
 * is kept is the parsed path, query and fragment, never the raw text.
 */
const BASE = "https://this-site.invalid";

export function sameOriginPath(target: string | null | undefined, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
