import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const nextConfig: NextConfig = {
  // studio/constants, studio/format and studio/schemas are TypeScript shared with the Studio.
  transpilePackages: ["studio"],
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // The embedded dataset is read at run time (lib/content/embeddedDataset.ts).
  outputFileTracingIncludes: { "/*": ["../studio/content/production.ndjson"] },
};

export default nextConfig;
