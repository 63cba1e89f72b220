import { randomBytes } from "node:crypto";
import { copyFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { findDatasetFile } from "@/lib/content/embeddedDataset";
import type { SanitySettings } from "@/lib/content/sanitySource";
import { createLakeServer } from "../../../scripts/lake/queryServer";
import { webDir } from "./serverProcess";

export type LakeStandIn = {
  /** The NDJSON file it serves: a test edits it as a publish leaves the Lake. */
  datasetFile: string;
  /** How the site and Sanity's client reach it. */
  lake: SanitySettings & { token: string; apiHost: string };
  /** A site server's environment for reading it, its page cache in `redisUrl`, publishing with `secret`. */
  siteEnv(redisUrl: string, secret: string): Record<string, string>;
  close(): Promise<void>;
};

/**
 * The Content Lake stand-in (npm run lake:local, docs/decisions/lake-stand-in.md) on `port`,
 * serving a copy of the embedded dataset in `folder` (`prepare` may edit the copy first).
 */
export async function startLakeStandIn(
  folder: string,
  port: number,
  projectId: string,
  prepare: (datasetFile: string) => void = () => {},
): Promise<LakeStandIn> {
  const datasetFile = join(folder, "production.ndjson");
  copyFileSync(findDatasetFile(webDir), datasetFile);
  prepare(datasetFile);
  const lake = {
    projectId,
    dataset: "production",
    apiVersion: "2025-02-19",
    token: randomBytes(16).toString("hex"),
    apiHost: `http://127.0.0.1:${port}`,
  };
  const server: Server = createLakeServer({ datasetFile, projectId, token: lake.token });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    datasetFile,
    lake,
    siteEnv: (redisUrl, secret) => ({
      REDIS_URL: redisUrl,
      SANITY_PROJECT_ID: lake.projectId,
      SANITY_DATASET: lake.dataset,
      SANITY_API_HOST: lake.apiHost,
      SANITY_API_READ_TOKEN: lake.token,
      SANITY_REVALIDATE_SECRET: secret,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
