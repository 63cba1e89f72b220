import { PUBLIC_DEFAULTS } from "./publicDefaults.mjs";

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/**
 * The NEXT_PUBLIC_* settings as the browser has them. Next writes each literal
 * `process.env.NEXT_PUBLIC_*` below into the bundle at build time (a computed read would be
 * undefined in the browser), and next.config.ts has checked the values against the schema
 * (schema.mjs) by then, so here they are only trimmed and defaulted, as the schema does; without
 * the validation library, which public pages do not need. Getters: read when used.
 */
export const publicEnv = {
  get NEXT_PUBLIC_API_BASE_URL(): string {
    return trimmed(process.env.NEXT_PUBLIC_API_BASE_URL) ?? PUBLIC_DEFAULTS.NEXT_PUBLIC_API_BASE_URL;
  },
  get NEXT_PUBLIC_API_KEY(): string {
    return trimmed(process.env.NEXT_PUBLIC_API_KEY) ?? PUBLIC_DEFAULTS.NEXT_PUBLIC_API_KEY;
  },
  get NEXT_PUBLIC_CLIENT_APP(): string {
    return trimmed(process.env.NEXT_PUBLIC_CLIENT_APP) ?? PUBLIC_DEFAULTS.NEXT_PUBLIC_CLIENT_APP;
  },
  get NEXT_PUBLIC_REFERRALS_TOKEN(): string {
    return trimmed(process.env.NEXT_PUBLIC_REFERRALS_TOKEN) ?? PUBLIC_DEFAULTS.NEXT_PUBLIC_REFERRALS_TOKEN;
  },
  get NEXT_PUBLIC_LEADID_CAMPAIGN_ID(): string | undefined {
    return trimmed(process.env.NEXT_PUBLIC_LEADID_CAMPAIGN_ID);
  },
  get NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE(): string {
    return (
      trimmed(process.env.NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE) ?? PUBLIC_DEFAULTS.NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE
    );
  },
};
