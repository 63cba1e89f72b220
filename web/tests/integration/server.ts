import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { findDatasetFile } from "@/lib/content/embeddedDataset";
import { pickEnv } from "@/lib/env/parse.mjs";
import { startServer, webDir } from "./support/serverProcess";

const reportDir = join(webDir, "..", ".reports");
const METRICS_PORT = 3119;

/**
 * Starts the production build once for the integration tests, on a fresh embedded database, or
 * on the Postgres server named by TEST_DATABASE_URL (the test command's Postgres leg).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDir, ".next", "BUILD_ID"))) {
    throw new Error("No production build in web/.next: run `npx turbo run build --filter=web` (npm test does).");
  }
  const dataRoot = mkdtempSync(join(tmpdir(), "homefront-it-"));
  const databaseUrl = process.env.TEST_DATABASE_URL ?? "";
  // A copy of the embedded dataset, so tests can publish to it (and write preview secrets) as
  // the Studio writes to the Content Lake, without touching the shipped file.
  const datasetFile = join(dataRoot, "production.ndjson");
  copyFileSync(findDatasetFile(webDir), datasetFile);
  // Not 3100-3102 nor 3199: the cluster test (cluster.test.ts) runs `npm run start:cluster` on them.
  const server = await startServer(
    pickEnv(process.env, ["INTEGRATION_PORT"]).INTEGRATION_PORT,
    {
      DATABASE_URL: databaseUrl,
      PGLITE_DATA_DIR: join(dataRoot, "pglite"),
      RATE_LIMIT_PER_MINUTE: "100000",
      TRUSTED_PROXY_HOPS: "1",
      ADMIN_TOKEN: "integration-admin-token",
      REFERRALS_BEARER_TOKEN: "integration-referrals-token",
      SANITY_REVALIDATE_SECRET: "integration-publish-secret",
      CONTENT_DATASET_PATH: datasetFile,
      METRICS_PORT: String(METRICS_PORT),
      // Account e-mail (reset and confirmation links) kept as files, for tests to open.
      MAIL_OUTBOX_DIR: join(dataRoot, "mail"),
    },
    undefined,
    join(dataRoot, "server.log"),
  );
  project.provide("baseUrl", server.url);
  project.provide("databaseKind", databaseUrl ? "postgres" : "pglite");
  project.provide("dataRoot", dataRoot);
  project.provide("datasetFile", datasetFile);
  project.provide("metricsUrl", `http://127.0.0.1:${METRICS_PORT}/metrics`);
  project.provide("mailDir", join(dataRoot, "mail"));
  return async () => {
    await server.stop();
    // Kept for reading after a failure: the server's own log of this run.
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `integration-server-${databaseUrl ? "postgres" : "pglite"}.log`), server.output());
    rmSync(dataRoot, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: "postgres" | "pglite";
    dataRoot: string;
    datasetFile: string;
    metricsUrl: string;
    mailDir: string;
  }
}
