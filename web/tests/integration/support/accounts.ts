import { randomInt } from "node:crypto";
import { expect } from "vitest";
import { linksIn, mailsTo } from "./mail";
import { get, postJsonWithHost } from "./request";

export const PASSWORD = "Sunny#Roof42";
/** The marketplace brand: its lead portal is where partners sign up. */
export const MARKETPLACE = "closerleads.com";

/** An address no other test of this run uses: sign-in and sign-up limits count per address. */
export const visitor = () => ({
  "x-forwarded-for": `70.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`,
});

export const cookiesOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((line) => line.split(";")[0]).join("; ");

/**
 * A partner who signed up on the lead portal and opened the confirmation link mailed to them, as
 * they would: its session cookie and username.
 */
export async function verifiedPartner(baseUrl: string, mailDir: string, name = "Sam Seller") {
  const username = `partner${randomInt(1_000_000, 9_999_999)}`;
  const email = `${username}@example.com`;
  const made = await postJsonWithHost(
    baseUrl,
    "/api/account/partner",
    MARKETPLACE,
    { name, email, username, password: PASSWORD },
    { ...visitor(), origin: `https://${MARKETPLACE}` },
  );
  expect(made.status).toBe(201);
  const [link] = linksIn(mailsTo(mailDir, email, "email-verification").at(-1));
  expect(link).toMatch(new RegExp(`^https://${MARKETPLACE.replace(".", "\\.")}/api/auth/verify-email\\?token=`));
  const url = new URL(String(link));
  const opened = await get(baseUrl, url.pathname + url.search, MARKETPLACE);
  expect(opened.status).toBe(302);
  return { username, email, cookie: cookiesOf(opened.headers["set-cookie"]) };
}
