import { randomInt } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { client, completeLead, get, newCustomer, post } from "./support/api";

const baseUrl = inject("baseUrl");

// Issue 57 item 8: storage without signing in. The shared server runs the real budgets: 8 MiB of
// recording per lead, 16 MiB per address an hour, 32 KiB of answers per lead.
const address = () => ({ "x-forwarded-for": `100.110.${randomInt(0, 256)}.${randomInt(1, 255)}` });

/** A lead that consented (the phone step), from `headers`' address. */
async function consentedLead(headers: Record<string, string>) {
  const { token } = await newCustomer(baseUrl, {}, headers);
  expect((await post(baseUrl, "/api/update_customer", completeLead(token), headers)).status).toBe(200);
  return token;
}

/** One batch of about `bytes` of recording. */
const batch = (bytes: number) => [
  { type: 3, timestamp: 1, data: { source: 0, texts: [{ id: 1, value: "x".repeat(bytes) }] } },
];

describe("storage a visitor can take without signing in (issue 57 item 8)", () => {
  it("keeps no recording of a visit that has not consented", async () => {
    const headers = address();
    const { token } = await newCustomer(baseUrl, {}, headers);
    const sent = await post(baseUrl, "/api/rrweb-recording", { token, events: batch(1000) }, headers);
    expect(sent).toEqual({
      status: 409,
      body: {
        error: "A visit's recording is kept only once the visitor has given consent.",
        fields: { token: "A visit's recording is kept only once the visitor has given consent." },
      },
    });
  });

  it("one address stores at most 16 MiB of recordings an hour, whatever the leads; another address still stores", async () => {
    const headers = address();
    const statuses: number[] = [];
    // Batches of 1.9 MiB (under the 2 MiB body limit), over leads of 8 MiB budget each.
    const leads = [await consentedLead(headers), await consentedLead(headers), await consentedLead(headers)];
    for (let sent = 0; sent < 9; sent++) {
      const token = leads[Math.floor(sent / 4)];
      statuses.push((await post(baseUrl, "/api/rrweb-recording", { token, events: batch(1_990_000) }, headers)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const elsewhere = address();
    const token = await consentedLead(elsewhere);
    expect((await post(baseUrl, "/api/rrweb-recording", { token, events: batch(1000) }, elsewhere)).status).toBe(200);
  }, 120_000);

  it("caps a lead's answers in all: past 32 KiB an update is refused and the lead keeps what it had", async () => {
    const headers = address();
    const token = await consentedLead(headers);
    const statuses: number[] = [];
    for (let request = 0; request < 40; request++) {
      const answers = Object.fromEntries(
        Array.from({ length: 80 }, (_, i) => [`free_answer_${request}_${i}`, `an answer of some words ${i}`]),
      );
      statuses.push((await post(baseUrl, "/api/update_customer", { ...client, token, ...answers }, headers)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses).toContain(413);
    const stored = (await get(baseUrl, `/api/lead?token=${token}`)).body;
    expect(Buffer.byteLength(JSON.stringify(stored))).toBeLessThan(40 * 1024);
    expect(stored.first_name).toBe("Maria");
    // Answers it has can still change.
    expect((await post(baseUrl, "/api/update_customer", { ...client, token, zip: "85004" }, headers)).status).toBe(200);
  });
});
