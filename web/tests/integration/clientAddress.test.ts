import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { get } from "./support/api";
import { NEXT_START, startServer } from "./support/serverProcess";

const databaseUrl = process.env.TEST_DATABASE_URL ?? "";
const root = mkdtempSync(join(tmpdir(), "homefront-address-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Statuses of `count` lookups, each with the headers `headersOf(i)` gives. */
async function lookups(url: string, count: number, headersOf: (i: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await get(url, `/api/lead?token=${"a".repeat(32)}`, headersOf(i))).status);
  }
  return statuses;
}

/** Not in the last seconds of a minute: on Postgres a rate-limit window is the clock's minute. */
async function awayFromMinuteEnd() {
  if (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() % 60_000)));
}

/** An address no other test of this run counts against. */
const fresh = () => `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

describe("the visitor's address is never a header the visitor chose (issue 57 item 10)", () => {
  it("served by `next start` in production with no proxy trusted, the site refuses to start", async () => {
    await expect(
      startServer(
        3121,
        { DATABASE_URL: databaseUrl, PGLITE_DATA_DIR: join(root, "refuse"), TRUSTED_PROXY_HOPS: "" },
        60_000,
        undefined,
        NEXT_START,
      ),
    ).rejects.toThrow(/the visitor's address cannot be known/);
  }, 90_000);

  it("served by `next start` behind one proxy, server.mjs's header from a visitor changes nothing", async () => {
    const server = await startServer(
      3122,
      {
        DATABASE_URL: databaseUrl,
        PGLITE_DATA_DIR: join(root, "next-start"),
        TRUSTED_PROXY_HOPS: "1",
        RATE_LIMIT_PER_MINUTE: "3",
      },
      60_000,
      undefined,
      NEXT_START,
    );
    try {
      await awayFromMinuteEnd();
      // The proxy in front appends the visitor's address; the visitor rotates server.mjs's own
      // header (and its secret's, guessed) to look like someone new each time.
      const visitor = fresh();
      const statuses = await lookups(server.url, 5, (i) => ({
        "x-forwarded-for": visitor,
        "x-homefront-forwarded": `6.6.6.${i + 1}`,
        "x-homefront-forwarded-secret": "guess",
      }));
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      // Another visitor behind the same proxy is not held back.
      expect((await lookups(server.url, 1, () => ({ "x-forwarded-for": fresh() })))[0]).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("behind server.mjs, a visitor's forwarded header and secret are replaced by the server's own", async () => {
    const server = await startServer(3123, {
      DATABASE_URL: databaseUrl,
      PGLITE_DATA_DIR: join(root, "server-mjs"),
      TRUSTED_PROXY_HOPS: "1",
      RATE_LIMIT_PER_MINUTE: "3",
    });
    try {
      await awayFromMinuteEnd();
      const visitor = fresh();
      const statuses = await lookups(server.url, 5, (i) => ({
        "x-forwarded-for": visitor,
        "x-homefront-forwarded": `6.6.6.${i + 1}`,
        "x-homefront-forwarded-secret": "guess",
      }));
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
