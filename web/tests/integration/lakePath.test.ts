import { randomBytes } from "node:crypto";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishSignatureHeader } from "@/lib/content/publishSignature";
import { type LakeStandIn, startLakeStandIn } from "./support/lakeStandIn";
import { type RedisProcess, startRedis } from "./support/redisProcess";
import { get } from "./support/request";
import { type RunningServer, startServer } from "./support/serverProcess";

/**
 * The Content Lake path (SANITY_PROJECT_ID): the site's @sanity/client against the Lake stand-in
 * (npm run lake:local) through SANITY_API_HOST, with the page cache in Redis, as production runs
 * (issue 59 item 1). The build was made from the embedded dataset; the Redis cache starts empty,
 * so every page is rendered from the Lake (Next's own cache would serve the build's pages).
 */
const LAKE_PORT = 3115;
const SERVER_PORT = 3116;
const REDIS_PORT = 3117;
const SECRET = "lake-publish-secret";
const host = "sunsaverprogram.com";
const legal = "/legal/do-not-call-policy";
const step = "/savings-mini/homeowner-renter";
const LEGAL_BEFORE = "How to Ask Us Not to Call or Text You";
const STEP_PUBLISHED = "Do you own or rent your home?";
const STEP_DRAFT = "Do you own the home you live in?";

const folder = mkdtempSync(join(tmpdir(), "homefront-lake-"));
const datasetFile = join(folder, "production.ndjson");
let lakeStandIn: LakeStandIn;
let redis: RedisProcess;
let server: RunningServer;

/** An edit as a publish leaves it in the Lake: the stored document's text replaced. */
const edit = (from: string, to: string) =>
  writeFileSync(datasetFile, readFileSync(datasetFile, "utf8").replaceAll(`"${from}"`, `"${to}"`));

async function webhook(type: string) {
  const body = JSON.stringify({ _type: type });
  const reply = await fetch(`${server.url}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "sanity-webhook-signature": publishSignatureHeader(body, SECRET) },
    body,
  });
  expect(reply.status).toBe(200);
}

beforeAll(async () => {
  // Text that only the Lake has: what the site shows comes from it, not from the embedded dataset.
  lakeStandIn = await startLakeStandIn(folder, LAKE_PORT, "lakeit", () =>
    edit(LEGAL_BEFORE, "Calls and Texts: How to Opt Out"),
  );
  redis = await startRedis(REDIS_PORT);
  server = await startServer(SERVER_PORT, {
    ...lakeStandIn.siteEnv(redis.url, SECRET),
    DATABASE_URL: "",
    PGLITE_DATA_DIR: join(folder, "pglite"),
  });
});

afterAll(async () => {
  await server?.stop();
  redis?.stop();
  await lakeStandIn?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the site on the Content Lake (through the stand-in)", () => {
  it("renders pages from the Lake's documents", async () => {
    const page = await get(server.url, legal, host);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Calls and Texts: How to Opt Out");
    expect(page.body).not.toContain(LEGAL_BEFORE);
    const question = await get(server.url, step, host);
    expect(question.body).toContain(STEP_PUBLISHED);
    expect(question.body).not.toContain(STEP_DRAFT);
    expect((await fetch(`${server.url}/api/health/ready`).then((reply) => reply.json())).parts.content).toBe("ok");
  });

  it("expires only what a publish's document type tags", async () => {
    // Two documents change in the Lake; the webhook names the legal page's type only.
    edit("Calls and Texts: How to Opt Out", "Calls and Texts: Opting Out");
    edit(STEP_PUBLISHED, "Is the home yours or rented?");
    await webhook("legalPage");
    expect((await get(server.url, legal, host)).body).toContain("Calls and Texts: Opting Out");
    // The question's page is tagged with its step, not with legal pages: still as cached.
    expect((await get(server.url, step, host)).body).toContain(STEP_PUBLISHED);
    await webhook("step");
    expect((await get(server.url, step, host)).body).toContain("Is the home yours or rented?");
    edit("Is the home yours or rented?", STEP_PUBLISHED);
    await webhook("step");
  });

  it("shows an editor the drafts in draft mode (drafts perspective with the read token), visitors the published", async () => {
    // What the Presentation tool writes to the Lake when an editor opens the site.
    const secret = randomBytes(16).toString("hex");
    appendFileSync(
      datasetFile,
      `${JSON.stringify({
        _id: `sanity-preview-url-secret.${secret.slice(0, 12)}`,
        _type: "sanity.previewUrlSecret",
        _updatedAt: new Date().toISOString(),
        secret,
        studioUrl: "http://localhost:3333",
      })}\n`,
    );
    const enable = await get(
      server.url,
      `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(step)}`,
      host,
    );
    expect(enable.status).toBe(307);
    const cookie = (Array.isArray(enable.headers["set-cookie"]) ? enable.headers["set-cookie"] : [])
      .map((value) => value.split(";")[0])
      .join("; ");
    const previewed = await get(server.url, step, host, { cookie });
    expect(previewed.body).toContain(STEP_DRAFT);
    expect((await get(server.url, step, host)).body).toContain(STEP_PUBLISHED);
  });
});
