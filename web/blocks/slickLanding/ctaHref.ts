import type { Locale } from "@/lib/brand/locale";
import { localizedPath } from "@/lib/brand/locale";

/**
 * Spec 2.6: the landing's call to action leads into its questionnaire (prefixed /es in Spanish)
 * with the ad's query as it came, plus a default utm_source and did_number when the ad has none.
 * Repeated names keep their first value, as session start reads them.
 */
export function landingCtaHref(
  flow: string,
  locale: Locale,
  query: Readonly<Record<string, string | string[] | undefined>>,
  defaults: { utmSource: string | null; didNumber: string | null },
): string {
  const params = adQuery(query);
  if (!params.get("utm_source") && defaults.utmSource) params.set("utm_source", defaults.utmSource);
  if (!params.get("did_number") && defaults.didNumber) params.set("did_number", defaults.didNumber);
  const search = params.toString();
  return `${localizedPath(locale, flow)}${search ? `?${search}` : ""}`;
}

/** The ad's query as Next gives it to a page, one value per name (the first, as session start reads them). */
export function adQuery(query: Readonly<Record<string, string | string[] | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}
