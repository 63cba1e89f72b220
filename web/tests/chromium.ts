import { pickEnv } from "../lib/env/parse.mjs";

/**
 * Debian's Chromium, never a downloaded browser, and the flags it needs on this closed network
 * (without the background-networking ones it tries Google's hosts at every start). Shared by the
 * Playwright tests and bench:pages.
 */
export const { CHROMIUM_PATH } = pickEnv(process.env, ["CHROMIUM_PATH"]);
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
