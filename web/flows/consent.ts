import { PHONE_PLACEHOLDER } from "studio/consentRules";
import type { Locale } from "@/lib/brand/locale";
import type { ContentSource } from "@/lib/content";
import { SITE_SETTINGS_QUERY } from "@/lib/content/queries";
import type { QueryResult } from "@/lib/content/source";
import { log } from "@/lib/server/log";

export type ConsentShown = { text: string; version: string };

/**
 * The TCPA consent a step shows, in the visitor's language. The server takes a consent only when
 * its text names the number (update_customer), so a translation published without `{phone}`
 * would refuse every consent in that language and no lead in it could complete: the English text
 * is shown instead, and the problem logged. (The Studio no longer lets such a text be published;
 * this covers one published before that rule, or written straight to the dataset.) `settings` are
 * the site settings already fetched in `locale`; English is fetched only when it is needed.
 */
export async function consentShown(
  source: ContentSource,
  locale: Locale,
  settings: QueryResult<typeof SITE_SETTINGS_QUERY>,
): Promise<ConsentShown> {
  const shown = { text: settings?.tcpaConsent.text ?? "", version: settings?.tcpaConsent.version ?? "" };
  if (locale === "en" || shown.text.includes(PHONE_PLACEHOLDER)) return shown;
  log.error({ locale, version: shown.version }, "consent text does not name {phone}; the English text is shown");
  const english = await source.fetch(SITE_SETTINGS_QUERY, { locale: "en" }, ["siteSettings", "flow"]);
  return { text: english?.tcpaConsent.text ?? "", version: english?.tcpaConsent.version ?? "" };
}
