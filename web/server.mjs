// The production server: Next.js behind a plain Node HTTP server, so the backend sees the real
// peer address. Next itself only fills X-Forwarded-For when the client sent none, which would let
// a visitor choose the IP stored as consent evidence. Here the chain of forwarded addresses plus
// the socket's own peer is handed on in one header the client cannot set, with a secret made for
// this process: the backend honours the chain only beside that secret (lib/server/http/route.ts),
// so the same build served another way never takes a visitor's header for it.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import compression from "compression";
import next from "next";
import { startupEnv } from "./lib/env/parse.mjs";
import { afterPaintBody } from "./lib/server/http/afterFirstPaint.mjs";
import { brotliCacheMiddleware, createBrotliCache } from "./lib/server/http/brotliCache.mjs";
import { buildStylesheets } from "./lib/server/http/inlineStylesheets.mjs";
import { buildAssetPrefix, createHeadRewriter } from "./lib/server/http/pageHead.mjs";
import { isPageRequest, pageRewriteMiddleware } from "./lib/server/http/pageRewrite.mjs";
import { sharedCacheControl } from "./lib/server/http/sharedCacheControl.mjs";
import { observeRequest, rewriteMismatches, startMetricsServer } from "./lib/server/metrics/metrics.mjs";

const dir = dirname(fileURLToPath(import.meta.url));

// Read by the backend's configuration (lib/server/http/config.ts), so set before Next loads it.
const forwardedSecret = randomBytes(32).toString("base64url");
process.env.HOMEFRONT_FORWARDED_SECRET = forwardedSecret;
// What Next sets when it starts without one (next({ dev: false })), set first so that the
// environment is checked as the production server reads it: every variable, once, before
// anything listens; a problem ends the process naming the variable (lib/env/schema.mjs).
process.env.NODE_ENV ||= "production";
const env = startupEnv();
const port = env.PORT;
const hostname = env.HOSTNAME_BIND;

const app = next({ dev: false, dir, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

// Next's proxy tells its own router the internal route it rewrote to; a visitor has no use for it.
const HIDDEN_HEADERS = new Set(["x-middleware-rewrite"]);
// Next's cache state of a page: its client router reads these on RSC answers only, and on an HTML
// page they are bytes of the first round trip (issue 8).
const HIDDEN_ON_PAGES = new Set(["x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time"]);

// Brotli where the browser takes it, gzip otherwise (Next's own gzip is off: next.config.ts).
// Quality 6 costs ~1.5 ms for a 100 kB page.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } });
// Answers that repeat byte for byte (an ETag: cached pages, static chunks) at quality 11 from the
// second request on (lib/server/http/brotliCache.mjs).
const brotliCached = brotliCacheMiddleware(createBrotliCache());
// Each page's stylesheets arrive inside its HTML, once (lib/server/http/inlineStylesheets.mjs):
// the rules the page uses when the whole page is at hand (criticalCss.mjs), every rule while it
// still streams. The page's scripts run, and the whole files are enabled, after its first paint
// (afterFirstPaint.mjs).
const distDir = join(dir, env.NEXT_DIST_DIR);
// Static files under next.config's assetPrefix (a CDN) keep it in every link and script the
// rewriting looks for.
const assetPrefix = buildAssetPrefix(JSON.parse(readFileSync(join(distDir, "required-server-files.json"), "utf8")));
// A page whose markup the rewriting did not recognise (a Next release that writes a tag another
// way) is served as Next wrote it: counted, and logged once per page and part.
const mismatchesLogged = new Set();
const rewriteHead = createHeadRewriter({
  readCss: buildStylesheets(distDir),
  assetPrefix,
  onMismatch: (parts, page) => {
    for (const part of parts) {
      rewriteMismatches().inc({ part });
      const key = `${page}|${part}`;
      if (mismatchesLogged.has(key) || mismatchesLogged.size >= 1_000) continue;
      mismatchesLogged.add(key);
      console.error(
        JSON.stringify({
          level: 50,
          time: new Date().toISOString(),
          msg: "[html] Next's markup did not match the rewriting; page served as Next wrote it",
          page,
          part,
        }),
      );
    }
  },
});
// A page Next had ready repeats byte for byte under its ETag, so its rewritten head does too: the
// class scan and the cut are done once per page version, not once per visitor.
const headsByEtag = new Map();
const MAX_HEADS = 500;
const rewritePage = pageRewriteMiddleware({
  head: (head, bodySoFar, res) => {
    const etag = res.getHeader("etag");
    const page = res.req?.url?.split("?")[0];
    if (typeof etag !== "string") return rewriteHead(head, bodySoFar, page);
    let rewritten = headsByEtag.get(etag);
    if (rewritten === undefined) {
      rewritten = rewriteHead(head, bodySoFar, page);
      if (headsByEtag.size >= MAX_HEADS) headsByEtag.delete(headsByEtag.keys().next().value);
      headsByEtag.set(etag, rewritten);
    }
    return rewritten;
  },
  body: (bytes) => afterPaintBody(bytes, assetPrefix),
});

const server = createServer((req, res) => {
  const setHeader = res.setHeader.bind(res);
  const page = isPageRequest(req);
  res.setHeader = (name, value) => {
    const key = String(name).toLowerCase();
    if (key === "cache-control") return setHeader(name, sharedCacheControl(value));
    return HIDDEN_HEADERS.has(key) || (page && HIDDEN_ON_PAGES.has(key)) ? res : setHeader(name, value);
  };
  observeRequest(req, res);
  const forwarded = req.headers["x-forwarded-for"];
  const chain = [Array.isArray(forwarded) ? forwarded.join(",") : forwarded, req.socket.remoteAddress]
    .filter(Boolean)
    .join(", ");
  req.headers["x-homefront-forwarded"] = chain;
  req.headers["x-homefront-forwarded-secret"] = forwardedSecret;
  // One id per request, on the answer and on every log line of its handling (lib/server/log.ts);
  // a balancer's id is kept when it looks like one.
  const given = req.headers["x-request-id"];
  const requestId = typeof given === "string" && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  compress(req, res, () => brotliCached(req, res, () => rewritePage(req, res, () => handle(req, res))));
});
server.listen(port, hostname, () => {
  console.info(`Homefront listening on http://localhost:${port}`);
});
// Prometheus metrics on a port of their own (METRICS_PORT, on METRICS_HOST: 127.0.0.1), which the
// balancer does not serve to the public: lib/server/metrics/metrics.mjs.
const metricsServer = env.METRICS_PORT ? startMetricsServer(env.METRICS_PORT, env.METRICS_HOST) : null;
/**
 * Graceful stop (a deploy, a restart): no new connections, the requests under way answered (an
 * answer acknowledged is an answer stored), then the database closed, which for the embedded one
 * also writes it out and releases its lock for the next process. Ten seconds at most.
 */
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: finishing the requests under way, then closing the database`);
  setTimeout(() => {
    console.error("[server] requests still open after 10 s: exiting anyway");
    process.exit(1);
  }, 10_000).unref();
  metricsServer?.close();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  const database = await globalThis.homefrontDb?.catch(() => undefined);
  try {
    await database?.close();
  } catch (error) {
    console.error(`[server] the database did not close cleanly: ${error?.name ?? "Error"}`);
  }
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
