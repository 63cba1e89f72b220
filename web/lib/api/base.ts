import { publicEnv } from "@/lib/env/public";

/**
 * Where the browser finds the backend and how it introduces itself (spec 7: every payload that
 * carries an api key and client app name uses them as fields): NEXT_PUBLIC_* (lib/env/public.ts).
 */

/** The backend's base URL without a trailing slash: NEXT_PUBLIC_API_BASE_URL, else the site's own /api. */
export function apiBaseUrl(): string {
  return publicEnv.NEXT_PUBLIC_API_BASE_URL.replace(/\/+$/, "");
}

/** Public, not a secret (it ships in the page): the same defaults as web/lib/server/http/config.ts. */
export const API_KEY = publicEnv.NEXT_PUBLIC_API_KEY;
export const CLIENT_APP = publicEnv.NEXT_PUBLIC_CLIENT_APP;

/** Bearer token of POST /referrals; the default matches the backend's development default. */
export const REFERRALS_TOKEN = publicEnv.NEXT_PUBLIC_REFERRALS_TOKEN;

/** Spec 7's {email}: the advocate a referral is credited to when nobody referred it. */
export const ORGANIC_REFERRAL_ADVOCATE_EMAIL = "organic-referrals@homefrontmarketing.com";

/** Spec 7: the product named in customer_init, plate_visit and referrals. */
export const PRODUCT = "solar";

/** Spec 7's fixed source id of a referral sent from the site's form. */
export const REFERRAL_SOURCE_ID = "homefront-referral-form";
