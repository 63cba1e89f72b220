import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDatasetFile } from "../../lib/content/embeddedDataset";
import { BRAND_KEYS_QUERY, STEP_QUERY } from "../../lib/content/queries";
import { createLakeServer } from "./queryServer";

const PUBLISHED = "Do you own or rent your home?";
const DRAFT = "Do you own the home you live in?";
const TOKEN = "lake-test-read-token";

const file = join(mkdtempSync(join(tmpdir(), "lake-")), "production.ndjson");
copyFileSync(findDatasetFile(), file);
const server = createLakeServer({ datasetFile: file, projectId: "lakeproj", token: TOKEN });
let apiHost = "";

/** The client as the site configures it for a custom API host (lib/content/sanitySource.ts). */
const client = (token?: string) =>
  createClient({
    projectId: "lakeproj",
    dataset: "production",
    apiVersion: "2025-02-19",
    useCdn: false,
    apiHost,
    useProjectHostname: false,
    token,
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the Content Lake stand-in, through @sanity/client", () => {
  it("answers GROQ with parameters over the file's published documents", async () => {
    const step = await client().fetch(STEP_QUERY, { slug: "homeowner-renter" });
    expect(step?.heading?.en).toBe(PUBLISHED);
    const keys = await client().fetch(BRAND_KEYS_QUERY, {});
    expect(keys).toContain("sunsaver");
    expect(keys).toHaveLength(17);
  });

  it("answers the Lake's response shape: ms, query and result", async () => {
    const query = `count(*[_type == "brand"])`;
    const raw = await client().fetch(query, {}, { filterResponse: false });
    expect(raw).toMatchObject({ query, result: 17 });
    expect(typeof raw.ms).toBe("number");
  });

  it("shows drafts to the drafts perspective with the read token, and never without it", async () => {
    const drafted = await client(TOKEN).fetch(STEP_QUERY, { slug: "homeowner-renter" }, { perspective: "drafts" });
    expect(drafted?.heading?.en).toBe(DRAFT);
    const published = await client(TOKEN).fetch(STEP_QUERY, { slug: "homeowner-renter" }, { perspective: "published" });
    expect(published?.heading?.en).toBe(PUBLISHED);
    const anonymous = await client().fetch(STEP_QUERY, { slug: "homeowner-renter" }, { perspective: "drafts" });
    expect(anonymous?.heading?.en).toBe(PUBLISHED);
    const wrongToken = await client("guessed").fetch(`count(*[_id in path("drafts.**")])`, {}, { perspective: "raw" });
    expect(wrongToken).toBe(0);
  });

  it("takes a query too long for a GET as the client POSTs it", async () => {
    const padding = " ".repeat(12_000);
    const step = await client().fetch(`${STEP_QUERY}${padding}`, { slug: "homeowner-renter" });
    expect(step?.heading?.en).toBe(PUBLISHED);
  });

  it("refuses a query it cannot parse with the Lake's error, which the client reports", async () => {
    await expect(client().fetch(`*[_type == `)).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      client().fetch(`*[_type == "brand"]`, {}, { perspective: "nonsense" as "published" }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("reads the file again when it changes, as a publish to the Lake is seen by the next query", async () => {
    const before = readFileSync(file, "utf8");
    try {
      writeFileSync(file, before.replace(`"en":"${PUBLISHED}"`, `"en":"Is the home yours?"`));
      expect((await client().fetch(STEP_QUERY, { slug: "homeowner-renter" }))?.heading?.en).toBe("Is the home yours?");
    } finally {
      writeFileSync(file, before);
    }
  });
});
