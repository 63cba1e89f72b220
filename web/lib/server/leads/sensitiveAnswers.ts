import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { LEAD_FIELD_LIST } from "@/lib/leadFields/fields";
import type { Answers, AnswerValue } from "@/lib/leadFields/types";
import { generatedSecret } from "@/lib/server/http/generatedSecret";

/*
 * Sensitive answers (PII class `sensitive` in the lead-field table: SSN, date of birth, income)
 * are stored as AES-256-GCM ciphertext inside the lead's answers, each bound to its field's name,
 * so a database dump, a backup or the outbox reveals none of them. They are opened only for a
 * buyer entitled to them (BUYER_RECEIVES_SENSITIVE_ANSWERS), and never for the browser.
 */

export const SENSITIVE_KEYS: ReadonlySet<string> = new Set(
  LEAD_FIELD_LIST.filter((field) => field.pii === "sensitive").map((field) => field.key),
);

/** What a buyer not entitled to a sensitive answer sees in its place. */
export const WITHHELD = "[withheld]";

const PREFIX = "enc:v1:";
type Env = Pick<SiteEnv, "ANSWERS_ENCRYPTION_KEY" | "PGLITE_DATA_DIR" | "SECRETS_DIR" | "XDG_CONFIG_HOME" | "HOME">;

/**
 * The 32-byte key: ANSWERS_ENCRYPTION_KEY (base64 or hex, checked by lib/env/schema.mjs, which
 * also requires it with DATABASE_URL in production: every server on the database must seal and
 * open with the same key). Without it, the embedded database gets a generated key, kept outside
 * its folder (generatedSecret).
 */
export function answersKey(env: Env = serverEnv()): Buffer {
  return env.ANSWERS_ENCRYPTION_KEY ?? Buffer.from(generatedSecret("answers_encryption_key", env), "base64url");
}

let cachedKey: Buffer | undefined;
/** This process's key, read once: the server's start-up calls it, so an unreadable secrets file stops the start. */
export const processKey = () => {
  cachedKey ??= answersKey();
  return cachedKey;
};

export const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith(PREFIX);

/** One answer's ciphertext: prefix, then base64url of IV (12 bytes), tag (16 bytes) and the JSON of the value. */
export function seal(field: string, value: AnswerValue, key: Buffer = processKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(field));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The value `seal` sealed for this field; throws on another key, another field or altered text. */
export function open(field: string, sealed: string, key: Buffer = processKey()): AnswerValue {
  const raw = Buffer.from(sealed.slice(PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(field));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"));
}

/** The answers as stored: every sensitive one sealed (an already sealed one is kept). */
export function sealAnswers(answers: Readonly<Answers>, key?: Buffer): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([field, value]) =>
      SENSITIVE_KEYS.has(field) && value !== null && !isSealed(value)
        ? [field, seal(field, value, key)]
        : [field, value],
    ),
  );
}

/** The answers without the sensitive ones: what the browser may read back. */
export function withoutSensitive<V>(answers: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !SENSITIVE_KEYS.has(field)));
}

/**
 * The answers a buyer receives: sensitive ones opened when the buyer is entitled to them, else
 * replaced by WITHHELD.
 */
export function answersForBuyer(answers: Readonly<Answers>, entitled: boolean, key?: Buffer): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([field, value]) => {
      if (!SENSITIVE_KEYS.has(field) || value === null) return [field, value];
      if (!entitled) return [field, WITHHELD];
      return [field, isSealed(value) ? open(field, value, key) : value];
    }),
  );
}

/** BUYER_RECEIVES_SENSITIVE_ANSWERS=true: the buyer's contract covers SSN, date of birth and income. */
export const buyerEntitled = (env: Pick<SiteEnv, "BUYER_RECEIVES_SENSITIVE_ANSWERS"> = serverEnv()) =>
  env.BUYER_RECEIVES_SENSITIVE_ANSWERS;
