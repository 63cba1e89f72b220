import { publicEnv } from "@/lib/env/public";
import { PUBLIC_DEFAULTS } from "@/lib/env/publicDefaults.mjs";

/**
 * Session settings from configuration (NEXT_PUBLIC_*: lib/env/public.ts).
 *
 * NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE: the branded utm_source of the home-roof mapping partner
 * (spec 4.1 steps 3 and 5). For its visitors session start keeps only the IP-derived provider,
 * not zip, state, city or IP (the partner's link is about one property, which the visitor's
 * network location need not match), and saves the landing parameters again on every visit. The
 * spec does not name the partner; the default "hover" (a roof-measurement service) is a
 * placeholder until marketing names the real source.
 */
export const DEFAULT_ROOF_PARTNER_UTM_SOURCE = PUBLIC_DEFAULTS.NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE;

export function roofPartnerUtmSource(): string {
  return publicEnv.NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE;
}

/** utm values are typed by hand into ad platforms: compared without case or surrounding spaces. */
export function isRoofPartnerSource(utmSource: string | undefined): boolean {
  return utmSource?.trim().toLowerCase() === roofPartnerUtmSource().toLowerCase();
}
