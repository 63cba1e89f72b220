import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/**
 * Solves the proof of work the server asks of an address past its first few texts in an hour
 * (lib/server/leads/smsChallenge.ts), with the browser's own PBKDF2: about a second. Loaded only
 * when a send answers 428, so no other page or step carries it. The solution goes back as the
 * server reads it: base64 of JSON `{ challenge, solution }`; null when none was found in time.
 */
export async function solvedChallenge(challenge: unknown): Promise<string | null> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: 60_000 });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
