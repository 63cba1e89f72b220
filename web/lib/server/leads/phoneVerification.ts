import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { digitsOnly } from "@/lib/format/number";
import type { Database } from "@/lib/server/db";
import { consentEvidence, customers, phoneVerifications } from "@/lib/server/db/schema";
import { log } from "@/lib/server/log";

/**
 * Codes live 10 minutes and allow 5 tries. A text goes only to a number the lead consented to be
 * contacted at (its consent evidence), and sending is limited every way an SMS-pumping script
 * could spread its sends (leads are free to create, so a per-lead limit alone let one address text
 * hundreds of numbers): 5 codes an hour per lead, 3 per phone number, 10 per address and 30 per
 * network (/24 or /64) whatever the leads, and an hourly ceiling for the whole site
 * (SMS_MAX_PER_HOUR) that no one address or network can reach alone. Past its first 3 texts in an
 * hour, an address also pays a proof of work for each (lib/server/leads/smsChallenge.ts).
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export const MAX_SENDS_PER_HOUR = 5;

export type SmsLimits = {
  perLead: number;
  perPhone: number;
  perAddress: number;
  perNetwork: number;
  /** Texts an address sends in an hour before each further one needs a solved challenge. */
  challengeAfter: number;
  perHour: number;
};

/**
 * The limits in force (lib/env/schema.mjs: SMS_*): SMS_MAX_PER_HOUR sets the site's hourly
 * ceiling, SMS_MAX_PER_ADDRESS_PER_HOUR and SMS_MAX_PER_NETWORK_PER_HOUR what one address and one
 * network may send of it (the schema refuses either reaching the ceiling, which would let one
 * visitor stop every other's texts), and SMS_CHALLENGE_AFTER when an address starts paying a proof
 * of work. SMS_MAX_PER_PHONE_PER_HOUR exists for browser tests, whose every walk types the same
 * test number from the same address.
 */
export function smsLimits(env: SiteEnv = serverEnv()): SmsLimits {
  return {
    perLead: MAX_SENDS_PER_HOUR,
    perPhone: env.SMS_MAX_PER_PHONE_PER_HOUR,
    perAddress: env.SMS_MAX_PER_ADDRESS_PER_HOUR,
    perNetwork: env.SMS_MAX_PER_NETWORK_PER_HOUR,
    challengeAfter: env.SMS_CHALLENGE_AFTER,
    perHour: env.SMS_MAX_PER_HOUR,
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
 * never a real SMS sender), PHONE_VERIFICATION_TEST_CODE (six digits: lib/env/schema.mjs) is the code sent.
 */
function testCodeFor(sender: SmsSender): string | null {
  const code = serverEnv().PHONE_VERIFICATION_TEST_CODE;
  return sender === consoleSmsSender && code ? code : null;
}

export type SmsLimit = "lead" | "phone" | "address" | "network" | "site";

export type SendResult =
  | { status: "sent"; expiresInSeconds: number }
  | { status: "no_consent" }
  | { status: "challenge" }
  | { status: "too_many"; limit: SmsLimit; retryAfterSeconds: number };

/** Who asks for a text, to where: the lead, the number, the address and network it came from. */
export type SendRequest = {
  customerId: number;
  phone: string;
  ip: string | null;
  network: string;
  /** The nonce of a solved challenge (smsChallenge.ts), or null. */
  challengeNonce: string | null;
};

/** Any constant: the advisory lock that makes "count, then insert" one step across servers. */
const SMS_LOCK_KEY = 0x5_5a_17;

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown): boolean => {
  for (let link = error as { code?: unknown; cause?: unknown } | undefined; link; link = link.cause as typeof link) {
    if (link.code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

/**
 * Sends a code unless the lead never consented to this number, a limit is reached, or the address
 * owes a proof of work. Counting and recording the send happen under one advisory lock, so
 * concurrent requests (or two servers on one Postgres) cannot both pass a limit with one send
 * left; the text goes out after the row is committed. A challenge nonce is taken once: a second
 * send with it meets the unique index and owes a new challenge.
 */
export async function sendCode(
  db: Database,
  send: SendRequest,
  sender: SmsSender,
  brandName: string,
  limits: SmsLimits = smsLimits(),
): Promise<SendResult> {
  const { customerId, phone, ip, network, challengeNonce } = send;
  const code = testCodeFor(sender) ?? String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  let refused: SendResult | null;
  try {
    refused = await db.transaction(async (tx): Promise<SendResult | null> => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK_KEY})`);
      const [consented] = await tx
        .select({ id: consentEvidence.id })
        .from(consentEvidence)
        .where(and(eq(consentEvidence.customerId, customerId), eq(consentEvidence.phone, phone)))
        .limit(1);
      if (!consented) return { status: "no_consent" };
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      const filters = {
        lead: sql`${phoneVerifications.customerId} = ${customerId}`,
        phone: sql`${phoneVerifications.phone} = ${phone}`,
        address:
          ip === null ? sql`${phoneVerifications.ipAddress} is null` : sql`${phoneVerifications.ipAddress} = ${ip}`,
        network: sql`${phoneVerifications.network} = ${network}`,
        site: null,
      } satisfies Record<SmsLimit, ReturnType<typeof sql> | null>;
      const count = (filter: ReturnType<typeof sql> | null) =>
        filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`;
      // Seconds until the oldest send of each window leaves it: the Retry-After of a refusal.
      const wait = (filter: ReturnType<typeof sql> | null) =>
        sql<number>`coalesce(ceil(3600 - extract(epoch from (now() - min(${phoneVerifications.createdAt})${filter ? sql` filter (where ${filter})` : sql``}))), 3600)::int`;
      const [row] = await tx
        .select({
          lead: count(filters.lead),
          phone: count(filters.phone),
          address: count(filters.address),
          network: count(filters.network),
          site: count(null),
          leadWait: wait(filters.lead),
          phoneWait: wait(filters.phone),
          addressWait: wait(filters.address),
          networkWait: wait(filters.network),
          siteWait: wait(null),
        })
        .from(phoneVerifications)
        .where(gt(phoneVerifications.createdAt, hourAgo));
      const max: Record<SmsLimit, number> = {
        lead: limits.perLead,
        phone: limits.perPhone,
        address: limits.perAddress,
        network: limits.perNetwork,
        site: limits.perHour,
      };
      for (const limit of ["lead", "phone", "address", "network", "site"] as const) {
        if ((row?.[limit] ?? 0) >= max[limit]) {
          const seconds = row?.[`${limit}Wait`] ?? 3600;
          return { status: "too_many", limit, retryAfterSeconds: Math.max(1, seconds) };
        }
      }
      if ((row?.address ?? 0) >= limits.challengeAfter && !challengeNonce) return { status: "challenge" };
      await tx.insert(phoneVerifications).values({
        customerId,
        phone,
        ipAddress: ip,
        network,
        challengeNonce,
        codeHash: hash(customerId, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
      return null;
    });
  } catch (error) {
    // The challenge was already spent on another text.
    if (challengeNonce && isUniqueViolation(error)) return { status: "challenge" };
    throw error;
  }
  if (refused) return refused;
  await sender.send(phone, `${code} is your ${brandName} verification code. It expires in 10 minutes.`);
  return { status: "sent", expiresInSeconds: CODE_TTL_MS / 1000 };
}

export type CheckResult = "verified" | "wrong_code" | "expired" | "too_many_attempts" | "no_code" | "phone_changed";

/**
 * Checks a code against the customer's latest unused one. A match marks the code used and, in the
 * same transaction, verifies the number the code was texted to: the lead keeps it as its verified
 * number and its phone_verified is set, but only while the lead's phone is that number (a phone
 * changed since the text verifies nothing; updateCustomer clears the flag when it changes later).
 * A request can never set phone_verified itself: the lead-field table.
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
    const [lead] = await tx
      .select({ answers: customers.answers })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    const currentPhone = digitsOnly(typeof lead?.answers.phone === "string" ? lead.answers.phone : "");
    if (matches && currentPhone !== latest.phone) {
      // The code is used up either way: a new one goes to the number the lead has now.
      await tx.update(phoneVerifications).set({ verifiedAt: new Date() }).where(eq(phoneVerifications.id, latest.id));
      return "phone_changed";
    }
    await tx
      .update(phoneVerifications)
      .set(matches ? { verifiedAt: new Date(), attempts: latest.attempts + 1 } : { attempts: latest.attempts + 1 })
      .where(eq(phoneVerifications.id, latest.id));
    if (!matches) return "wrong_code";
    await tx
      .update(customers)
      .set({
        answers: sql`${customers.answers} || '{"phone_verified": true}'::jsonb`,
        verifiedPhone: latest.phone,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
    return "verified";
  });
}
