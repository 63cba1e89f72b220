import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Compares a secret a request presents with the configured one in constant time: both are hashed
 * first, so neither the content nor the length of the expected secret leaks through timing.
 * An empty or missing expected secret never matches.
 */
export function sameSecret(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (!expected || typeof given !== "string") return false;
  return timingSafeEqual(digest(given), digest(expected));
}
