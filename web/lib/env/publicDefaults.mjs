// The defaults of the NEXT_PUBLIC_* variables, apart from the schema so that the browser's code
// (lib/env/public.ts) takes them without the validation library.
export const PUBLIC_DEFAULTS = {
  NEXT_PUBLIC_API_BASE_URL: "/api",
  /** Public, not a secret (it ships in the page): spec 7's `api_key` of the site's own pages. */
  NEXT_PUBLIC_API_KEY: "homefront-public-web-key",
  NEXT_PUBLIC_CLIENT_APP: "homefront-web",
  /** The backend's development token of POST /referrals: public, so never production's. */
  NEXT_PUBLIC_REFERRALS_TOKEN: "homefront-referrals-dev-token",
  /** A placeholder until marketing names the home-roof partner's source (lib/session/config.ts). */
  NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE: "hover",
};
