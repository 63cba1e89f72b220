import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, consentToPhone, newCustomer } from "./support/api";
import { postJsonWithHost } from "./support/request";
import { type RunningServer, startServer } from "./support/serverProcess";

// Issue 57 item 2: one address drained the site's hourly SMS budget with fresh leads and numbers.
// A server of its own with the real limits (10 texts an hour per address, 30 per /24, a proof of
// work past 3 from one address, 500 for the site).
const root = mkdtempSync(join(tmpdir(), "homefront-sms-"));
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(3124, {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
    PGLITE_DATA_DIR: join(root, "pglite"),
    TRUSTED_PROXY_HOPS: "1",
    RATE_LIMIT_PER_MINUTE: "0",
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

let networkCounter = Math.floor(Math.random() * 200);
/** A /24 no other test of this run (or an earlier run on a shared Postgres) sent from. */
const freshNetwork = () => `100.${64 + Math.floor(Math.random() * 60)}.${networkCounter++ % 256}`;
let phoneCounter = Math.floor(Math.random() * 5000);
const freshPhone = () => `602555${String(1000 + (phoneCounter++ % 9000)).padStart(4, "0")}`;

const HOST = "toproofpros.com";

/** A new lead, from `address`, that consented to be texted at `phone` (or at another number). */
async function consentedLead(address: string, phone: string) {
  const headers = { "x-forwarded-for": address };
  const { token } = await newCustomer(server.url, {}, headers);
  await consentToPhone(server.url, token, phone, headers);
  return token;
}

const send = (address: string, token: string, phone: string, challenge?: string) =>
  postJsonWithHost(
    server.url,
    "/api/phone_verification/send",
    HOST,
    { ...client, token, phone, ...(challenge ? { challenge } : {}) },
    { "x-forwarded-for": address },
  );

/** What the browser does with a 428's challenge (blocks/steps/phoneVerificationInput/solveChallenge.ts), in Node. */
async function solved(challenge: unknown) {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A text to a fresh consented number from `address`, paying the proof of work when asked: the final answer. */
async function textFrom(address: string) {
  const phone = freshPhone();
  const token = await consentedLead(address, phone);
  const first = await send(address, token, phone);
  if (first.status !== 428) return { ...first, paid: false };
  const paid = await send(address, token, phone, await solved(first.body.challenge));
  return { ...paid, paid: true };
}

describe("SMS pumping from one address (issue 57 item 2)", () => {
  it("texts only a number the lead consented to", async () => {
    const address = `${freshNetwork()}.7`;
    const phone = freshPhone();
    const token = await consentedLead(address, phone);
    const other = await send(address, token, freshPhone());
    expect(other.status).toBe(409);
    expect(other.body.fields).toEqual({
      phone: "We text only a number you agreed to be contacted at: agree with this number first.",
    });
    const { token: silent } = await newCustomer(server.url, {}, { "x-forwarded-for": address });
    expect((await send(address, silent, phone)).status).toBe(409);
    expect((await send(address, token, phone)).status).toBe(200);
  });

  it("one address: 3 texts, then a proof of work for each, and no more than 10 an hour; others still get theirs", async () => {
    const address = `${freshNetwork()}.9`;
    const answers = [];
    for (let text = 0; text < 11; text++) answers.push(await textFrom(address));
    expect(answers.map((answer) => [answer.status, answer.paid])).toEqual([
      [200, false],
      [200, false],
      [200, false],
      ...Array.from({ length: 7 }, () => [200, true]),
      [429, false],
    ]);
    expect(answers[10]?.body).toEqual({
      error: "Too many codes asked for from this connection; try again in an hour.",
    });
    expect(Number(answers[10]?.headers["retry-after"])).toBeGreaterThan(3000);
    // Everyone else's "Send code" still works.
    expect((await textFrom(`${freshNetwork()}.9`)).status).toBe(200);
  }, 180_000);

  it("a proof of work pays for one text only, and only for its own lead", async () => {
    const address = `${freshNetwork()}.11`;
    for (let text = 0; text < 3; text++) expect((await textFrom(address)).status).toBe(200);
    const phone = freshPhone();
    const token = await consentedLead(address, phone);
    const asked = await send(address, token, phone);
    expect(asked.status).toBe(428);
    const solution = await solved(asked.body.challenge);
    expect((await send(address, token, phone, solution)).status).toBe(200);
    // Spent: asked again with the same solution, a new challenge.
    expect((await send(address, token, phone, solution)).status).toBe(428);
    const otherPhone = freshPhone();
    const otherLead = await consentedLead(address, otherPhone);
    expect((await send(address, otherLead, otherPhone, solution)).status).toBe(428);
    expect((await send(address, token, phone, "bm90IGEgc29sdXRpb24=")).status).toBe(428);
  }, 120_000);

  it("addresses of one /24 together send at most 30 an hour", async () => {
    const network = freshNetwork();
    const statuses: number[] = [];
    // Ten addresses, three texts each (no proof of work yet): the network's 30.
    for (let host = 1; host <= 10; host++) {
      for (let text = 0; text < 3; text++) statuses.push((await textFrom(`${network}.${host}`)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const next = await textFrom(`${network}.200`);
    expect(next.status).toBe(429);
    expect(next.body.error).toBe("Too many codes asked for from this connection; try again in an hour.");
  }, 300_000);

  it("refuses to start when one address or network could take the whole site's hourly ceiling", async () => {
    await expect(
      startServer(3125, {
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
        PGLITE_DATA_DIR: join(root, "ceiling"),
        SMS_MAX_PER_HOUR: "10",
      }),
    ).rejects.toThrow(/must be below SMS_MAX_PER_HOUR/);
  }, 90_000);
});
