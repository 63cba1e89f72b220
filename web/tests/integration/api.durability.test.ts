import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { client, completeLead, get, newCustomer, post } from "./support/api";
import { buyer } from "./support/buyer";
import { startServer } from "./support/serverProcess";

const databaseKind = inject("databaseKind");
const databaseUrl = process.env.TEST_DATABASE_URL ?? "";
const root = mkdtempSync(join(tmpdir(), "homefront-durability-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A server of its own: its own embedded database folder, or the shared Postgres server. */
const ownServer = (port: number, name: string, env: Record<string, string> = {}) =>
  startServer(port, { DATABASE_URL: databaseUrl, PGLITE_DATA_DIR: join(root, name), TRUSTED_PROXY_HOPS: "1", ...env });

describe("durability", () => {
  it("keeps an answer that was acknowledged when the server is killed with SIGKILL right after", async () => {
    const first = await ownServer(3102, "kill9");
    const { token } = await newCustomer(first.url);
    const saved = await post(first.url, "/api/update_customer", {
      ...client,
      token,
      zip: "85253",
      homeowner_renter: "homeowner",
    });
    expect(saved.status).toBe(200);
    await first.stop("SIGKILL");
    const second = await ownServer(3102, "kill9");
    try {
      expect((await get(second.url, `/api/lead?token=${token}`)).body).toEqual({
        token,
        zip: "85253",
        homeowner_renter: "homeowner",
      });
    } finally {
      await second.stop();
    }
  }, 120_000);

  it.skipIf(databaseKind === "postgres")(
    "refuses a second process on the same embedded database with a clear error, leaving the data intact",
    async () => {
      const owner = await ownServer(3103, "locked");
      try {
        const { token } = await newCustomer(owner.url);
        await post(owner.url, "/api/update_customer", { ...client, token, zip: "85253" });
        await expect(ownServer(3104, "locked", {}).then((s) => s.stop())).rejects.toThrow(
          /already open in process \d+\. Only one process may open it: stop that process first, or set DATABASE_URL/,
        );
        expect((await get(owner.url, `/api/lead?token=${token}`)).body).toEqual({ token, zip: "85253" });
      } finally {
        await owner.stop();
      }
    },
    120_000,
  );
});

describe("buyer webhook", () => {
  it("delivers every complete lead exactly once after the buyer was down for a while", async () => {
    const lead = buyer(3199);
    const server = await ownServer(3105, "webhook", { BUYER_WEBHOOK_URL: lead.url, OUTBOX_RETRY_BASE_MS: "500" });
    try {
      const tokens = await Promise.all(
        Array.from({ length: 5 }, () => newCustomer(server.url, {}, { "x-forwarded-for": "68.2.0.1" })),
      );
      for (const [index, { token }] of tokens.entries()) {
        const reply = await post(server.url, "/api/update_customer", completeLead(token, index), {
          "x-forwarded-for": "68.2.0.1",
          "user-agent": "Mozilla/5.0 (iPhone) integration",
        });
        expect(reply.status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 2500)); // buyer down: deliveries fail and back off
      expect(lead.received).toHaveLength(0);
      await lead.start();
      const ours = new Set(tokens.map((t) => t.customer_id));
      const deadline = Date.now() + 60_000;
      while ([...ours].some((id) => !lead.received.some((r) => r.leadId === id)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await new Promise((resolve) => setTimeout(resolve, 2000)); // time for any duplicate to show up
      const mine = lead.received.filter((r) => ours.has(r.leadId));
      expect(mine.map((r) => r.leadId).sort()).toEqual([...ours].sort());
      expect(new Set(lead.received.map((r) => r.leadId)).size).toBe(lead.received.length);
      const consent = mine[0]?.body.consent as Record<string, unknown>;
      expect(consent).toMatchObject({
        version: "2026-10-01",
        ip_address: "68.2.0.1",
        user_agent: "Mozilla/5.0 (iPhone) integration",
        page_url: "https://sunsaverprogram.com/savings-mini/phone?utm_source=google",
        cert_url: "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
        ping_url: "https://ping.trustedform.com/0.abc.def",
        leadid_token: "8F5A1C2E-0B7D-4E8A-9F1C-2D3E4F5A6B7C",
        phone: "4805550142",
      });
      expect(String(consent.text)).toContain("(480) 555-0142");
      expect(Date.parse(String(consent.accepted_at))).toBeGreaterThan(Date.now() - 120_000);
    } finally {
      await server.stop();
      await lead.stop();
    }
  }, 120_000);
});

describe("limits and phone verification", () => {
  it("answers 429 past the per-IP rate limit, per address", async () => {
    const server = await ownServer(3106, "ratelimit", { RATE_LIMIT_PER_MINUTE: "5" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push(
          (await get(server.url, `/api/lead?token=${"r".repeat(32)}`, { "x-forwarded-for": "203.0.113.7" })).status,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
      expect(
        (await get(server.url, `/api/lead?token=${"r".repeat(32)}`, { "x-forwarded-for": "203.0.113.8" })).status,
      ).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("texts a code, refuses a wrong one, accepts the right one", async () => {
    const server = await ownServer(3107, "phone");
    try {
      const { token } = await newCustomer(server.url);
      const sent = await post(server.url, "/api/phone_verification/send", { ...client, token, phone: "4805550142" });
      expect(sent).toEqual({ status: 200, body: { sent: true, expires_in: 600 } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const code = /\[sms to 4805550142\] (\d{6}) is your/.exec(server.output())?.[1];
      expect(code).toBeDefined();
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const bad = await post(server.url, "/api/phone_verification/check", { ...client, token, code: wrong });
      expect(bad).toEqual({
        status: 422,
        body: {
          error: "Some fields are not valid.",
          fields: { code: "That code is not right. Check the text message and try again." },
        },
      });
      // A request cannot claim the phone is verified; a matching code makes it so on the lead.
      const claim = await post(server.url, "/api/update_customer", { ...client, token, phone_verified: true });
      expect(claim.status).toBe(422);
      expect((await get(server.url, `/api/lead?token=${token}`)).body.phone_verified).toBeUndefined();
      expect(await post(server.url, "/api/phone_verification/check", { ...client, token, code })).toEqual({
        status: 200,
        body: { verified: true },
      });
      expect((await get(server.url, `/api/lead?token=${token}`)).body.phone_verified).toBe(true);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
