import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { customers, phoneVerifications } from "@/lib/server/db/schema";
import { log } from "@/lib/server/log";

/**
 * Codes live 10 minutes and allow 5 tries. Sending is limited three ways, whatever the lead or IP
 * (leads are free to create, so a per-lead limit alone let anyone text one number without end):
 * 5 codes an hour per lead, 3 an hour per phone number, and an hourly ceiling for the whole site
 * (SMS_MAX_PER_HOUR) that bounds the bill of an SMS-pumping attack spread over many numbers.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export const MAX_SENDS_PER_HOUR = 5;
export const MAX_SENDS_PER_PHONE_PER_HOUR = 3;
export const DEFAULT_SMS_MAX_PER_HOUR = 500;

export type SmsLimits = { perLead: number; perPhone: number; perHour: number };

function whole(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name]?.trim() || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1`);
  return value;
}

/**
 * The limits in force: SMS_MAX_PER_HOUR sets the site's hourly ceiling; SMS_MAX_PER_PHONE_PER_HOUR
 * exists for browser tests, whose every walk types the same test number.
 */
export function smsLimits(env: Record<string, string | undefined> = process.env): SmsLimits {
  return {
    perLead: MAX_SENDS_PER_HOUR,
    perPhone: whole(env, "SMS_MAX_PER_PHONE_PER_HOUR", MAX_SENDS_PER_PHONE_PER_HOUR),
    perHour: whole(env, "SMS_MAX_PER_HOUR", DEFAULT_SMS_MAX_PER_HOUR),
  };
}

/**
 * How a code reaches the phone. The default writes to the server log without the number or the
 * code; production plugs in a provider (docs/decisions/phone-verification.md shows one for Twilio's Messages API).
 */
export interface SmsSender {
  send(phone: string, message: string): Promise<void>;
}

/** The last two digits only: enough to tell two test numbers apart, useless to anyone else. */
export const maskedPhone = (phone: string) => `***-***-**${phone.replace(/\D/g, "").slice(-2)}`;

/** The text with every run of digits (the code) starred out: what a log may show of it. */
export const maskedText = (message: string) => message.replace(/\d/g, "*");

export const consoleSmsSender: SmsSender = {
  async send(phone, message) {
    // Not sent anywhere. Locally, PHONE_VERIFICATION_TEST_CODE makes the code a known one.
    log.info(`[sms] console sender, to ${maskedPhone(phone)}: ${maskedText(message)}`);
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

export type SendResult =
  | { status: "sent"; expiresInSeconds: number }
  | { status: "too_many"; limit: "lead" | "phone" | "site"; retryAfterSeconds: number };

/** Any constant: the advisory lock that makes "count, then insert" one step across servers. */
const SMS_LOCK_KEY = 0x5_5a_17;

/**
 * Sends a code unless a limit is reached. Counting and recording the send happen under one
 * advisory lock, so concurrent requests (or two servers on one Postgres) cannot both pass a
 * limit with one send left; the text goes out after the row is committed.
 */
export async function sendCode(
  db: Database,
  customerId: number,
  phone: string,
  sender: SmsSender,
  brandName: string,
  limits: SmsLimits = smsLimits(),
): Promise<SendResult> {
  const code = testCodeFor(sender) ?? String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  const refused = await db.transaction(async (tx): Promise<SendResult | null> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK_KEY})`);
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const mine = sql`${phoneVerifications.customerId} = ${customerId}`;
    const toPhone = sql`${phoneVerifications.phone} = ${phone}`;
    // Seconds until the oldest send of each window leaves it: the Retry-After of a refusal.
    const wait = (filter: ReturnType<typeof sql> | null) =>
      sql<number>`coalesce(ceil(3600 - extract(epoch from (now() - min(${phoneVerifications.createdAt})${filter ? sql` filter (where ${filter})` : sql``}))), 3600)::int`;
    const [counts] = await tx
      .select({
        lead: sql<number>`(count(*) filter (where ${mine}))::int`,
        phone: sql<number>`(count(*) filter (where ${toPhone}))::int`,
        site: sql<number>`count(*)::int`,
        leadWait: wait(mine),
        phoneWait: wait(toPhone),
        siteWait: wait(null),
      })
      .from(phoneVerifications)
      .where(gt(phoneVerifications.createdAt, hourAgo));
    const over = (limit: "lead" | "phone" | "site", count: number, max: number, seconds: number) =>
      count >= max
        ? ({ status: "too_many", limit, retryAfterSeconds: Math.max(1, seconds) } satisfies SendResult)
        : null;
    const refusal =
      over("lead", counts?.lead ?? 0, limits.perLead, counts?.leadWait ?? 3600) ??
      over("phone", counts?.phone ?? 0, limits.perPhone, counts?.phoneWait ?? 3600) ??
      over("site", counts?.site ?? 0, limits.perHour, counts?.siteWait ?? 3600);
    if (refusal) return refusal;
    await tx.insert(phoneVerifications).values({
      customerId,
      phone,
      codeHash: hash(customerId, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    return null;
  });
  if (refused) return refused;
  await sender.send(phone, `${code} is your ${brandName} verification code. It expires in 10 minutes.`);
  return { status: "sent", expiresInSeconds: CODE_TTL_MS / 1000 };
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
