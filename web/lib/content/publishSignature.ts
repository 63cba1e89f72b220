import { createHmac, timingSafeEqual } from "node:crypto";

/** The header Sanity's webhooks sign with: `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
export const PUBLISH_SIGNATURE_HEADER = "sanity-webhook-signature";

/** How old a signed request may be: a captured one cannot be replayed after this. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000;

export type SignatureCheck = "valid" | "missing" | "malformed" | "stale" | "invalid";

const sign = (body: string, timestamp: string, secret: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("base64url");

/**
 * Checks a publish webhook's signature as Sanity writes it, with what its toolkit leaves out: the
 * timestamp must be within five minutes of now (either side, for clock skew), and the HMAC is
 * compared in constant time.
 */
export function checkPublishSignature(
  body: string,
  header: string | null,
  secret: string,
  now: number = Date.now(),
): SignatureCheck {
  if (!header) return "missing";
  const match = /^t=(\d{10,16}),\s*v1=([\w-]+)$/.exec(header.trim());
  if (!match?.[1] || !match[2]) return "malformed";
  const timestamp = match[1];
  if (Math.abs(now - Number(timestamp)) > MAX_SIGNATURE_AGE_MS) return "stale";
  const expected = Buffer.from(sign(body, timestamp, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? "valid" : "invalid";
}

/** A signature header for `body` at `timestamp`, as Sanity sends it (for the site's own tests and tools). */
export const publishSignatureHeader = (body: string, secret: string, timestamp: number = Date.now()) =>
  `t=${timestamp},v1=${sign(body, String(timestamp), secret)}`;
