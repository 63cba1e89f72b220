import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readBackendConfig } from "@/lib/server/http/config";
import { EnvError, parseEnv, pickEnv } from "./parse.mjs";
import { publicEnv } from "./public";
import { BUILD } from "./schema.mjs";

const problemsOf = (raw: Record<string, string>) => {
  try {
    parseEnv(raw);
    return [];
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return error.problems;
  }
};

describe("parseEnv", () => {
  it("gives every default on an empty environment, typed", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      NODE_ENV: "development",
      TRUSTED_PROXY_HOPS: 0,
      RATE_LIMIT_PER_MINUTE: 300,
      BODY_LIMIT_BYTES: 64 * 1024,
      SMS_MAX_PER_HOUR: 500,
      AUTH_INSECURE_COOKIES: false,
      BUYER_RECEIVES_SENSITIVE_ANSWERS: false,
      NEXT_PUBLIC_API_BASE_URL: "/api",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_KEYS).toBeUndefined();
  });

  it("takes a blank value as unset, and trims the others", () => {
    const env = parseEnv({ SANITY_PROJECT_ID: "  ", PORT: "", SMTP_URL: " ", LOG_LEVEL: " warn " });
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe("warn");
  });

  it.each<[string, number]>([
    ["0", 0],
    ["2", 2],
    [" 3 ", 3],
    ["10", 10],
  ])("reads TRUSTED_PROXY_HOPS=%j as %i", (value, expected) => {
    expect(parseEnv({ TRUSTED_PROXY_HOPS: value }).TRUSTED_PROXY_HOPS).toBe(expected);
  });

  it.each(["11", "-1", "1.5", "abc", "0x1", "1e1", "100", "+1"])(
    "refuses TRUSTED_PROXY_HOPS=%j, naming the variable and what it takes",
    (value) => {
      expect(problemsOf({ TRUSTED_PROXY_HOPS: value })).toEqual([
        `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got ${JSON.stringify(value)}`,
      ]);
    },
  );

  it("names every malformed variable at once, and never repeats a secret's value", () => {
    expect(
      problemsOf({
        PORT: "http",
        LOG_LEVEL: "loud",
        BUYER_RECEIVES_SENSITIVE_ANSWERS: "yes",
        ANSWERS_ENCRYPTION_KEY: "hunter2",
        DATABASE_URL: "mysql://root:hunter2@db/leads",
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535, got "http"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      "DATABASE_URL must be a URL (postgres://… or postgresql://…)",
      'BUYER_RECEIVES_SENSITIVE_ANSWERS must be true or false, got "yes"',
      "ANSWERS_ENCRYPTION_KEY must be 32 bytes, in base64 or hex",
    ]);
  });

  it("decodes the answers key from hex or base64, and lists from commas", () => {
    const key = randomBytes(32);
    expect(parseEnv({ ANSWERS_ENCRYPTION_KEY: key.toString("hex") }).ANSWERS_ENCRYPTION_KEY).toEqual(key);
    expect(parseEnv({ ANSWERS_ENCRYPTION_KEY: key.toString("base64") }).ANSWERS_ENCRYPTION_KEY).toEqual(key);
    expect(parseEnv({ API_KEYS: " web-key, partner-key ,," }).API_KEYS).toEqual(["web-key", "partner-key"]);
    expect(problemsOf({ API_KEYS: " , " })).toEqual([
      'API_KEYS must be a comma-separated list of at least one value, got ","',
    ]);
  });

  it("requires the answers key with Postgres in production, not while building nor in development", () => {
    const postgres = { DATABASE_URL: "postgres://db/leads" };
    expect(problemsOf({ ...postgres, NODE_ENV: "production" })).toEqual([
      "ANSWERS_ENCRYPTION_KEY is required with DATABASE_URL in production: every server on the database needs the same key",
    ]);
    expect(problemsOf({ ...postgres, NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).toEqual([]);
    expect(problemsOf(postgres)).toEqual([]);
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([]);
  });

  it("refuses half a mail or SMS provider, and SMS limits that let one address take the site's hour", () => {
    expect(problemsOf({ SMTP_URL: "smtp://127.0.0.1:2525" })).toEqual(["MAIL_FROM is required with SMTP_URL"]);
    const account = `AC${"0".repeat(32)}`;
    expect(problemsOf({ TWILIO_ACCOUNT_SID: account })).toEqual([
      "TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID",
      "Set one of TWILIO_FROM (the sending number, +1…) and TWILIO_MESSAGING_SERVICE_SID",
    ]);
    expect(problemsOf({ SMS_MAX_PER_HOUR: "30" })).toEqual([
      "SMS_MAX_PER_ADDRESS_PER_HOUR and SMS_MAX_PER_NETWORK_PER_HOUR must be below SMS_MAX_PER_HOUR: one address or network must not reach the site's ceiling",
    ]);
    expect(problemsOf({ SMS_MAX_PER_HOUR: "31" })).toEqual([]);
  });

  it("defaults the backend's accepted keys to those the browser sends", () => {
    const config = readBackendConfig(parseEnv({ NEXT_PUBLIC_API_KEY: "site-key" }));
    expect([...config.apiKeys]).toEqual(["site-key"]);
    expect([...readBackendConfig(parseEnv({ API_KEYS: "a,b" })).apiKeys]).toEqual(["a", "b"]);
  });
});

describe("pickEnv", () => {
  it("checks the variables asked for alone", () => {
    expect(pickEnv({ E2E_PORT: "3300", PORT: "not a port" }, ["E2E_PORT", "CHROMIUM_PATH"])).toEqual({
      E2E_PORT: 3300,
      CHROMIUM_PATH: "/usr/bin/chromium",
    });
    expect(() => pickEnv({ FUZZ_RUNS: "many" }, ["FUZZ_RUNS"])).toThrow(/^FUZZ_RUNS must be a whole number/);
  });
});

describe("the browser's NEXT_PUBLIC_* settings", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([undefined, "", "  ", " https://api.example.com/v1 "])(
    "are what the schema makes of the same value (%j)",
    (value) => {
      const raw: Record<string, string | undefined> = {};
      for (const name of Object.keys(BUILD) as (keyof typeof BUILD)[]) {
        vi.stubEnv(name, value);
        raw[name] = value;
      }
      const parsed = pickEnv(raw, Object.keys(BUILD) as (keyof typeof BUILD)[]);
      for (const name of Object.keys(BUILD) as (keyof typeof BUILD)[]) expect(publicEnv[name]).toBe(parsed[name]);
    },
  );
});
