/**
 * Security headers of every response (issue 11). The public pages are static (rendered once, then
 * served from the cache), so a per-request nonce is not possible without rendering every page per
 * request; Next's inline bootstrap scripts (`self.__next_f.push(…)`) differ per page and build, so
 * hashes are not practical either. Their scripts are therefore limited to our origin, inline, and
 * the exact origins of the three third-party scripts; everything else (frames, plugins, base URL,
 * form targets, framing by other sites) is shut. The signed-in areas render per request anyway:
 * they get a nonce instead of inline (proxy.ts, issue 57).
 */

/** Origins each third-party script of spec 1 loads from, and what it then talks to. */
export const THIRD_PARTY_ORIGINS = {
  /** Google Tag Manager and the Google Analytics tags it loads. */
  tagManager: {
    script: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
    connect: [
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ],
    img: ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"],
    frame: ["https://www.googletagmanager.com"],
  },
  /** Jornaya LeadiD: the campaign script, then its token service. */
  leadId: {
    script: ["https://create.lidstatic.com"],
    connect: ["https://create.lidstatic.com", "https://*.leadid.com"],
    img: ["https://*.leadid.com"],
    frame: [],
  },
  /** TrustedForm: the script, then the certificate service. */
  trustedForm: {
    script: ["https://api.trustedform.com"],
    connect: ["https://api.trustedform.com", "https://cert.trustedform.com"],
    img: ["https://api.trustedform.com", "https://cert.trustedform.com"],
    frame: [],
  },
} as const;

type Directive = "script" | "connect" | "img" | "frame";
const origins = (directive: Directive) =>
  Object.values(THIRD_PARTY_ORIGINS).flatMap((vendor) => vendor[directive] as readonly string[]);

/**
 * The Content-Security-Policy; `development` adds what `next dev` needs (eval for fast refresh, its
 * socket); `framedBy` lists the origins that may show the page in a frame (none by default).
 * `nonce`: a page rendered per request (the signed-in areas) runs only the scripts its render
 * marked with it, and what they load ('strict-dynamic'), never an inline script injected into it.
 */
export function contentSecurityPolicy({
  development = false,
  framedBy = [] as readonly string[],
  nonce = null as string | null,
} = {}): string {
  const inline = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inline, ...(development ? ["'unsafe-eval'"] : []), ...origins("script")],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...origins("img")],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(development ? ["ws:", "wss:"] : []), ...origins("connect")],
    "frame-src": [...origins("frame")],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": framedBy.length ? [...framedBy] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(" ")}` : `${name} 'none'`))
    .join("; ");
}

/** Headers every response carries. */
export function securityHeaders({ development = false } = {}): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) },
    // Two years, as the HSTS preload list asks; browsers ignore it on plain-HTTP localhost.
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    },
  ];
}

/**
 * An editor's preview (the draft-mode cookie, or the route that sets it) is shown by the Studio's
 * Presentation tool in a frame: the Studio's origin may frame it, no other. (X-Frame-Options DENY
 * stays; browsers ignore it where a CSP names frame-ancestors.)
 */
export function previewHeaders({ development = false, studioUrl }: { development?: boolean; studioUrl: string }) {
  const policy = [
    {
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ development, framedBy: [new URL(studioUrl).origin] }),
    },
  ];
  return [
    { source: "/api/draft-mode/:path*", headers: policy },
    { source: "/:path*", has: [{ type: "cookie" as const, key: "__prerender_bypass" }], headers: policy },
  ];
}
