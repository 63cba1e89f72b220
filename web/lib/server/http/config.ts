import { trustedProxyHopsFromEnv } from "@/lib/server/insights/clientIp";
import { generatedSecret } from "./generatedSecret";

/**
 * Backend settings from the environment, checked once. Defaults make the site work alone on a
 * developer machine; production sets its own keys.
 */
export type BackendConfig = {
  apiKeys: Set<string>;
  clientApps: Set<string>;
  rateLimitPerMinute: number;
  trustedProxyHops: number;
  /**
   * The secret web/server.mjs made for this process (HOMEFRONT_FORWARDED_SECRET): a request that
   * carries it was handed on by server.mjs, whose forwarded chain ends with the socket's peer.
   */
  forwardedSecret: string | null;
  bodyLimitBytes: number;
  recordingLimitBytes: number;
  /** All of one lead's recording batches together; past it uploads are refused with 413. */
  recordingBudgetBytes: number;
  /** All recording batches one address sends in an hour, whatever the leads; past it 429. */
  recordingBudgetPerAddressBytes: number;
  /** A lead's answers together (their JSON); an update past it is refused with 413. */
  answersMaxBytes: number;
  referralsBearerToken: string;
  adminToken: string | null;
  buyerWebhookUrl: string | null;
};

/** Referral calls' bearer token outside production (`next dev`, unit tests). */
export const DEV_REFERRALS_TOKEN = "homefront-referrals-dev-token";

/** The public key the browser sends (spec 7: every payload carries an api key and client app). */
export const DEFAULT_API_KEY = "homefront-public-web-key";
export const DEFAULT_CLIENT_APP = "homefront-web";

const list = (value: string | undefined, fallback: string) =>
  new Set(
    (value ?? fallback)
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function readBackendConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const buyer = env.BUYER_WEBHOOK_URL?.trim() || null;
  if (buyer && !/^https?:\/\/\S+$/.test(buyer)) throw new Error(`BUYER_WEBHOOK_URL "${buyer}" is not an http(s) URL`);
  return {
    apiKeys: list(env.API_KEYS, env.NEXT_PUBLIC_API_KEY ?? DEFAULT_API_KEY),
    clientApps: list(env.CLIENT_APPS, env.NEXT_PUBLIC_CLIENT_APP ?? DEFAULT_CLIENT_APP),
    rateLimitPerMinute: integer(env, "RATE_LIMIT_PER_MINUTE", 300, 0, 1_000_000),
    trustedProxyHops: trustedProxyHopsFromEnv(env),
    forwardedSecret: env.HOMEFRONT_FORWARDED_SECRET?.trim() || null,
    bodyLimitBytes: integer(env, "BODY_LIMIT_BYTES", 64 * 1024, 1024, 10 * 1024 * 1024),
    recordingLimitBytes: integer(env, "RECORDING_LIMIT_BYTES", 2 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    recordingBudgetBytes: integer(env, "RECORDING_BUDGET_BYTES", 8 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    recordingBudgetPerAddressBytes: integer(
      env,
      "RECORDING_BUDGET_PER_ADDRESS_BYTES",
      16 * 1024 * 1024,
      1024,
      10 * 1024 * 1024 * 1024,
    ),
    answersMaxBytes: integer(env, "LEAD_ANSWERS_MAX_BYTES", 32 * 1024, 4 * 1024, 1024 * 1024),
    // The development token is public (it is in this repository): never the production default.
    referralsBearerToken:
      env.REFERRALS_BEARER_TOKEN?.trim() ||
      (env.NODE_ENV === "production" ? generatedSecret("referrals_bearer_token", env) : DEV_REFERRALS_TOKEN),
    adminToken: env.ADMIN_TOKEN?.trim() || null,
    buyerWebhookUrl: buyer,
  };
}

const globalForConfig = globalThis as { homefrontBackendConfig?: BackendConfig };
export const backendConfig = (): BackendConfig => {
  globalForConfig.homefrontBackendConfig ??= readBackendConfig();
  return globalForConfig.homefrontBackendConfig;
};
