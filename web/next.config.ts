import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // studio/constants and studio/format are TypeScript shared with the Studio.
  transpilePackages: ["studio"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
