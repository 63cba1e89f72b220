import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPhone } from "@/lib/format/phone";
import { CONSENT_VERSION, client, consentFor, get, newCustomer, post } from "./support/api";
import { type RunningServer, startServer } from "./support/serverProcess";

// Issue 57 item 5: a code sent to another number verified the lead's own phone, and a phone
// changed afterwards kept the flag.
const CODE = "975310";
const root = mkdtempSync(join(tmpdir(), "homefront-verified-"));
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(3126, {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
    PGLITE_DATA_DIR: join(root, "pglite"),
    TRUSTED_PROXY_HOPS: "1",
    RATE_LIMIT_PER_MINUTE: "0",
    PHONE_VERIFICATION_TEST_CODE: CODE,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

let counter = Math.floor(Math.random() * 4000);
const freshPhone = () => `623555${String(1000 + (counter++ % 9000)).padStart(4, "0")}`;
const address = () => ({ "x-forwarded-for": `100.100.${Math.floor(Math.random() * 256)}.${(counter++ % 250) + 1}` });

/** The lead's phone set to `phone` with the site's consent for it, as the phone step saves it. */
async function consentTo(token: string, phone: string) {
  const shown = formatPhone(phone);
  const saved = await post(server.url, "/api/update_customer", {
    ...client,
    token,
    phone: shown,
    tcpa_accepted: true,
    tcpa_consent_text: consentFor(shown),
    tcpa_consent_version: CONSENT_VERSION,
  });
  expect(saved.status).toBe(200);
}

const sendTo = (token: string, phone: string) =>
  post(server.url, "/api/phone_verification/send", { ...client, token, phone }, address());
const check = (token: string) => post(server.url, "/api/phone_verification/check", { ...client, token, code: CODE });
const verified = async (token: string) => (await get(server.url, `/api/lead?token=${token}`)).body.phone_verified;

describe("phone_verified is bound to the number verified (issue 57 item 5)", () => {
  it("a code texted to another number does not verify the lead's phone", async () => {
    const { token } = await newCustomer(server.url);
    await consentTo(token, freshPhone());
    expect((await sendTo(token, freshPhone())).status).toBe(409);
    expect((await check(token)).status).toBe(422);
    expect(await verified(token)).not.toBe(true);
  });

  it("holds only while the lead's phone is the number the code verified", async () => {
    const { token } = await newCustomer(server.url);
    const phone = freshPhone();
    await consentTo(token, phone);
    expect((await sendTo(token, phone)).status).toBe(200);
    expect(await check(token)).toEqual({ status: 200, body: { verified: true } });
    expect(await verified(token)).toBe(true);
    // Another number, consented to: not verified.
    await consentTo(token, freshPhone());
    expect(await verified(token)).toBe(false);
  });

  it("a code texted before the phone changed verifies nothing", async () => {
    const { token } = await newCustomer(server.url);
    const phone = freshPhone();
    await consentTo(token, phone);
    expect((await sendTo(token, phone)).status).toBe(200);
    await consentTo(token, freshPhone());
    const checked = await check(token);
    expect(checked).toEqual({
      status: 422,
      body: {
        error: "Some fields are not valid.",
        fields: { code: "Your phone number changed since the code was sent. Ask for a new one." },
      },
    });
    expect(await verified(token)).not.toBe(true);
  });
});
