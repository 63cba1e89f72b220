import { createHmac } from "node:crypto";
import { sameSecret } from "@/lib/server/http/sameSecret";

/**
 * Buyer webhooks are signed so a buyer can tell our leads from forged ones and refuse replays:
 * `X-Homefront-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
 * shared secret BUYER_WEBHOOK_SECRET (the scheme Stripe and others use). A buyer recomputes the
 * HMAC over the raw body and refuses a timestamp older than a few minutes.
 */
export const SIGNATURE_HEADER = "x-homefront-signature";

export function signatureFor(body: string, secret: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** What a buyer runs (and our tests): true when `header` signs `body` with `secret` within `toleranceSeconds`. */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  { now = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.trim().split("=", 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return sameSecret(parts.v1, expected);
}
