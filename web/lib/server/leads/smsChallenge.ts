import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * The proof of work an address pays for each text past its first few in an hour (issue 57 item 2):
 * an ALTCHA challenge (PBKDF2-SHA-256, found by trying counters from 0 up to a random one between
 * COUNTER_MIN and COUNTER_MAX), about a second of a phone's or a server's time per text. Signed
 * with a key derived from the auth secret, which every server on one database shares, so any
 * server checks what another issued. Each challenge names its lead and is taken once (its nonce
 * is kept with the text it paid for: phone_verifications.challenge_nonce, unique).
 */
export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 2_000;
const CHALLENGE_TTL_MS = 10 * 60_000;

export type SmsChallenge = Challenge;

/** The challenge's HMAC key: derived from the auth secret, never the secret itself. */
export const challengeKey = (authSecret: string) =>
  createHmac("sha256", authSecret).update("homefront sms challenge v1").digest("base64url");

/** A challenge for one more text to the lead `customerId` (the lead's public id). */
export function issueChallenge(key: string, customerId: string): Promise<SmsChallenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    data: { customer: customerId },
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: key,
  });
}

/**
 * The nonce of a solved challenge that this server signed for this lead and that has not expired,
 * or null. `payload` is what the browser sends: base64 of JSON `{ challenge, solution }`.
 */
export async function solvedNonce(
  key: string,
  customerId: string,
  payload: string | undefined,
): Promise<string | null> {
  if (!payload) return null;
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const { challenge, solution } = parsed ?? {};
  if (!challenge?.parameters || typeof solution?.counter !== "number" || typeof solution.derivedKey !== "string") {
    return null;
  }
  if (challenge.parameters.algorithm !== CHALLENGE_ALGORITHM || challenge.parameters.data?.customer !== customerId) {
    return null;
  }
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key });
    return result.verified ? challenge.parameters.nonce : null;
  } catch {
    return null;
  }
}
