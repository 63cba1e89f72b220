import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { customers, phoneVerifications } from "@/lib/server/db/schema";

/** Codes live 10 minutes, allow 5 tries, and at most 5 may be sent per number per hour. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export const MAX_SENDS_PER_HOUR = 5;

/** How a code reaches the phone. Production plugs in an SMS provider; the default prints it. */
export interface SmsSender {
  send(phone: string, message: string): Promise<void>;
}

export const consoleSmsSender: SmsSender = {
  async send(phone, message) {
    console.info(`[sms to ${phone}] ${message}`);
  },
};

const hash = (customerId: number, code: string) => createHash("sha256").update(`${customerId}:${code}`).digest("hex");

/**
 * Browser tests cannot read a text message: with the console sender only (development and tests;
 * never a real SMS sender), PHONE_VERIFICATION_TEST_CODE, when it is 6 digits, is the code sent.
 */
function testCodeFor(sender: SmsSender): string | null {
  const code = process.env.PHONE_VERIFICATION_TEST_CODE;
  return sender === consoleSmsSender && code && new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? code : null;
}

export type SendResult = { status: "sent"; expiresInSeconds: number } | { status: "too_many" };

export async function sendCode(db: Database, customerId: number, phone: string, sender: SmsSender, brandName: string) {
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.customerId, customerId), gt(phoneVerifications.createdAt, hourAgo)));
  if ((recent?.count ?? 0) >= MAX_SENDS_PER_HOUR) return { status: "too_many" } satisfies SendResult;
  const code = testCodeFor(sender) ?? String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  await db.insert(phoneVerifications).values({
    customerId,
    phone,
    codeHash: hash(customerId, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  await sender.send(phone, `${code} is your ${brandName} verification code. It expires in 10 minutes.`);
  return { status: "sent", expiresInSeconds: CODE_TTL_MS / 1000 } satisfies SendResult;
}

export type CheckResult = "verified" | "wrong_code" | "expired" | "too_many_attempts" | "no_code";

/**
 * Checks a code against the customer's latest unused one. A match marks the code used and sets
 * the lead's phone_verified in the same transaction: the lead cannot miss a verification that
 * used the code up (a request can never set phone_verified itself: the lead-field table).
 */
export async function checkCode(db: Database, customerId: number, code: string): Promise<CheckResult> {
  return db.transaction(async (tx): Promise<CheckResult> => {
    const [latest] = await tx
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.customerId, customerId), isNull(phoneVerifications.verifiedAt)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1)
      .for("update");
    if (!latest) return "no_code";
    if (latest.expiresAt.getTime() < Date.now()) return "expired";
    if (latest.attempts >= MAX_ATTEMPTS) return "too_many_attempts";
    const expected = Buffer.from(latest.codeHash, "hex");
    const given = Buffer.from(hash(customerId, code), "hex");
    const matches = expected.length === given.length && timingSafeEqual(expected, given);
    await tx
      .update(phoneVerifications)
      .set(matches ? { verifiedAt: new Date(), attempts: latest.attempts + 1 } : { attempts: latest.attempts + 1 })
      .where(eq(phoneVerifications.id, latest.id));
    if (!matches) return "wrong_code";
    await tx
      .update(customers)
      .set({ answers: sql`${customers.answers} || '{"phone_verified": true}'::jsonb`, updatedAt: new Date() })
      .where(eq(customers.id, customerId));
    return "verified";
  });
}
