import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/chromium";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build served by web/server.mjs on a fresh embedded database. Brands are reached as
 * <brand-host>.localhost, which Chromium resolves to this machine itself.
 */
// The console SMS sender sends this code, so the phone-verification step can be completed.
process.env.PHONE_VERIFICATION_TEST_CODE ??= "246810";
const port = Number(process.env.E2E_PORT ?? 3201);
const dataDir = mkdtempSync(join(tmpdir(), "homefront-e2e-"));

export default defineConfig({
  testDir: "./tests/e2e",
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "../.reports/playwright.json" }]],
  use: {
    baseURL: `http://sunsaverprogram.com.localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: "node server.mjs",
    url: `http://127.0.0.1:${port}/legal/terms`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PGLITE_DATA_DIR: join(dataDir, "pglite"),
      RATE_LIMIT_PER_MINUTE: "0",
      // Every walk through a verification step types the same test number.
      SMS_MAX_PER_PHONE_PER_HOUR: "1000",
      PHONE_VERIFICATION_TEST_CODE: process.env.PHONE_VERIFICATION_TEST_CODE,
      SANITY_PROJECT_ID: "",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
