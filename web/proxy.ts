import { type NextRequest, NextResponse } from "next/server";
import { flowPrefixes } from "@/lib/brand/flowPrefixes";
import { brandForHost } from "@/lib/brand/host";
import { hostTable } from "@/lib/brand/hostTable";
import { splitLocale } from "@/lib/brand/locale";
import { routeOf } from "@/lib/brand/pageKind";
import { developmentBuild } from "@/lib/env/buildMode";
import { contentSecurityPolicy } from "@/lib/security/headers";
import { isStageHost } from "@/lib/seo/robots";

/**
 * Host -> brand, /es -> Spanish, then an internal rewrite to /<brand>/<locale>/<route>/<path>:
 * `flow` for a questionnaire step, `page` for anything else, nothing for the site root. The split
 * keeps the step engine out of other pages' first-load JS (issue 8). Every page request passes
 * here, so the internal segments cannot be reached directly: /sunsaver/en/flow/x typed by a
 * visitor becomes /<brand>/en/page/sunsaver/en/flow/x, which does not exist. Which paths are flows
 * is content (issue 61): a flow published in the Studio is routed within a second.
 */
export async function proxy(request: NextRequest) {
  const [table, flows] = await Promise.all([hostTable(), routedFlows(request)]);
  const brand = brandForHost(request.headers.get("host"), table);
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  const route = routeOf(path, flows);
  url.pathname = route === "home" ? `/${brand}/${locale}` : `/${brand}/${locale}/${route}${path}`;
  const response = route === "account" ? withNonce(request, url) : NextResponse.rewrite(url);
  // A stage host previews the site: no page of it belongs in search results.
  if (isStageHost(request.headers.get("host"))) response.headers.set("x-robots-tag", "noindex, nofollow");
  return response;
}

/** Draft mode's cookie (Next's own name): only a previewing editor's browser has it. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/**
 * The flows to route by: published ones, and draft flows too for an editor previewing, so a new
 * flow can be walked before it is published. A forged cookie routes a visitor to a draft's path,
 * where the page, outside draft mode, answers not found.
 */
async function routedFlows(request: NextRequest) {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return flowPrefixes("published");
  return flowPrefixes("drafts").catch(() => flowPrefixes("published"));
}

/**
 * A signed-in area renders per request: its scripts run by a nonce made for this answer (issue 57).
 * Next reads the nonce from the request's policy and marks its own scripts with it; the answer
 * carries the same policy, which replaces the static pages' one (next.config.ts).
 */
function withNonce(request: NextRequest, url: URL) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ development: developmentBuild, nonce });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Everything except the backend, Next's own files and static assets.
  matcher: ["/((?!api/|_next/|content-assets/|favicon\\.ico|robots\\.txt|sitemap\\.xml|og-image\\.png).*)"],
};
