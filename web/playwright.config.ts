import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { findDatasetFile } from "./lib/content/embeddedDataset";
import { pickEnv } from "./lib/env/parse.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/chromium";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build served by web/server.mjs on a fresh embedded database. Brands are reached as
 * <brand-host>.localhost, which Chromium resolves to this machine itself.
 */
// The console SMS sender sends this code, so the phone-verification step can be completed.
process.env.PHONE_VERIFICATION_TEST_CODE ??= "246810";
const port = pickEnv(process.env, ["E2E_PORT"]).E2E_PORT;
const dataDir = mkdtempSync(join(tmpdir(), "homefront-e2e-"));
// A copy of the embedded dataset the tests may write to (preview secrets), as the Studio writes to
// the Lake. Set once in the runner; its workers inherit the path.
process.env.E2E_DATASET_PATH ??= join(dataDir, "production.ndjson");
if (!existsSync(process.env.E2E_DATASET_PATH)) copyFileSync(findDatasetFile(), process.env.E2E_DATASET_PATH);
// Account e-mail (password reset links) is kept here by the console mailer, for the tests to open.
process.env.E2E_MAIL_DIR ??= join(dataDir, "mail");

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
      // Every walk through a verification step types the same test number, from the same address,
      // which would soon owe a proof of work per text (tests/e2e/smsChallenge.spec.ts tests that on
      // a server of its own, with the real limits).
      SMS_MAX_PER_PHONE_PER_HOUR: "1000",
      SMS_MAX_PER_ADDRESS_PER_HOUR: "1000",
      SMS_MAX_PER_NETWORK_PER_HOUR: "1000",
      SMS_MAX_PER_HOUR: "5000",
      SMS_CHALLENGE_AFTER: "1000",
      PHONE_VERIFICATION_TEST_CODE: process.env.PHONE_VERIFICATION_TEST_CODE,
      SANITY_PROJECT_ID: "",
      CONTENT_DATASET_PATH: process.env.E2E_DATASET_PATH,
      // Tests publish to the dataset copy and send the signed webhook, as Sanity does.
      SANITY_REVALIDATE_SECRET: "e2e-publish-secret",
      NEXT_TELEMETRY_DISABLED: "1",
      MAIL_OUTBOX_DIR: process.env.E2E_MAIL_DIR,
      // The operator's token: tests make a staff account with it, as the operator would.
      ADMIN_TOKEN: "e2e-admin-token",
    },
  },
});
