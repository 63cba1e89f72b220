import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureFor, verifySignature } from "./webhookSignature";

const body = '{"lead_id":"42","first_name":"Maria"}';
const secret = "s3cret";
const at = Date.UTC(2026, 10, 24, 12, 0, 0);

describe("buyer webhook signatures", () => {
  it("signs t.body with HMAC-SHA256 of the shared secret, in the t=,v1= form", () => {
    const expected = createHmac("sha256", secret)
      .update(`${at / 1000}.${body}`)
      .digest("hex");
    expect(signatureFor(body, secret, at)).toBe(`t=${at / 1000},v1=${expected}`);
  });

  it("verifies only the same body, secret and a recent timestamp", () => {
    const header = signatureFor(body, secret, at);
    expect(verifySignature(header, body, secret, { now: at + 60_000 })).toBe(true);
    expect(verifySignature(header, body.replace("Maria", "Mario"), secret, { now: at })).toBe(false);
    expect(verifySignature(header, body, "other", { now: at })).toBe(false);
    // Replayed ten minutes later: refused.
    expect(verifySignature(header, body, secret, { now: at + 600_000 })).toBe(false);
    expect(verifySignature(undefined, body, secret, { now: at })).toBe(false);
    expect(verifySignature("t=abc,v1=00", body, secret, { now: at })).toBe(false);
  });
});
