import { consentShown } from "@/flows/consent";
import { LOCALES } from "@/lib/brand/locale";
import { brandOfRequest } from "@/lib/brand/ofRequest";
import { content } from "@/lib/content";
import { SITE_SETTINGS_QUERY } from "@/lib/content/queries";
import { consentTextFor } from "@/lib/leadFields/consentText";

/** A consent the site shows: its text for a given phone, and its version. */
export type ShownConsent = { textFor: (phone: string) => string; version: string };

/**
 * The consents this request's site shows, in each language, from content (issue 57, consent taken
 * from the client unchecked): a consent is recorded only when its text and version are one of
 * these, for the lead's phone. The brand is the one the Host names; the text is built as the page
 * builds it (consentTextFor).
 */
export async function consentsShownOnSite(request: Request): Promise<ShownConsent[]> {
  const [{ name }, source] = [await brandOfRequest(request), content()];
  return Promise.all(
    LOCALES.map(async (locale) => {
      const settings = await source.fetch(SITE_SETTINGS_QUERY, { locale }, ["siteSettings"]);
      const shown = await consentShown(source, locale, settings);
      return { version: shown.version, textFor: (phone: string) => consentTextFor(shown.text, name ?? "", phone, "") };
    }),
  );
}
