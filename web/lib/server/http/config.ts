import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { PUBLIC_DEFAULTS } from "@/lib/env/publicDefaults.mjs";
import { generatedSecret } from "./generatedSecret";

/**
 * The backend's settings from the environment (checked by lib/env/schema.mjs). Defaults make the
 * site work alone on a developer machine; production sets its own keys.
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
export const DEV_REFERRALS_TOKEN = PUBLIC_DEFAULTS.NEXT_PUBLIC_REFERRALS_TOKEN;

/** The public key the browser sends (spec 7: every payload carries an api key and client app). */
export const DEFAULT_API_KEY = PUBLIC_DEFAULTS.NEXT_PUBLIC_API_KEY;
export const DEFAULT_CLIENT_APP = PUBLIC_DEFAULTS.NEXT_PUBLIC_CLIENT_APP;

export function readBackendConfig(env: SiteEnv = serverEnv()): BackendConfig {
  return {
    // The keys the site's own pages send, unless the operator lists others.
    apiKeys: new Set(env.API_KEYS ?? [env.NEXT_PUBLIC_API_KEY]),
    clientApps: new Set(env.CLIENT_APPS ?? [env.NEXT_PUBLIC_CLIENT_APP]),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    forwardedSecret: env.HOMEFRONT_FORWARDED_SECRET ?? null,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    recordingLimitBytes: env.RECORDING_LIMIT_BYTES,
    recordingBudgetBytes: env.RECORDING_BUDGET_BYTES,
    recordingBudgetPerAddressBytes: env.RECORDING_BUDGET_PER_ADDRESS_BYTES,
    answersMaxBytes: env.LEAD_ANSWERS_MAX_BYTES,
    // The development token is public (it is in this repository): never the production default.
    referralsBearerToken:
      env.REFERRALS_BEARER_TOKEN ??
      (env.NODE_ENV === "production" ? generatedSecret("referrals_bearer_token", env) : DEV_REFERRALS_TOKEN),
    adminToken: env.ADMIN_TOKEN ?? null,
    buyerWebhookUrl: env.BUYER_WEBHOOK_URL ?? null,
  };
}

const globalForConfig = globalThis as { homefrontBackendConfig?: BackendConfig };
export const backendConfig = (): BackendConfig => {
  globalForConfig.homefrontBackendConfig ??= readBackendConfig();
  return globalForConfig.homefrontBackendConfig;
};
