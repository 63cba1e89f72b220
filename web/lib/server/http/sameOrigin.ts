import { HttpError } from "./responses";

/** The session cookie better-auth sets (lib/server/auth/auth.ts: cookiePrefix "homefront"). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?homefront\.session_token=/;

/**
 * A state change that a session cookie authenticates must come from a page of the site itself:
 * the browser's Origin is the host it asked. Browsers send Origin with every request but GET and
 * HEAD. SameSite=Lax keeps the cookie off most cross-site requests, but not off those of the same
 * site (the brand's www and stage hosts are one site) nor off browsers that ignore it, and our
 * routes read a `text/plain` body as JSON: such a request is refused before its body is read. A
 * request without the cookie (the funnel's calls, a bearer token) is not the session's, and passes.
 */
export function requireSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return;
  const origin = request.headers.get("origin");
  let host: string | null = null;
  try {
    host = origin ? new URL(origin).host : null;
  } catch {
    host = null;
  }
  if (!host || host !== request.headers.get("host")) {
    throw new HttpError(403, "This request did not come from a page of this site.");
  }
}
