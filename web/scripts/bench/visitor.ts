// What a bench visitor sends (bench:leads, bench:soak): the landing, the six answers of
// /savings-mini, and the contact details with TCPA consent that complete the lead.

import { loadEmbeddedDataset } from "@/lib/content/embeddedDataset";
import { consentTextFor } from "@/lib/leadFields/consentText";

/** customer_init's body for a visitor landing from campaign `campaign` (found again by the admin count). */
export const landingBody = (campaign: string, source: string) => ({
  product: "solar",
  flow_type: "/savings-mini",
  category: "solar",
  landing_url: `https://sunsaverprogram.com/savings-mini/homeowner-renter?utm_campaign=${campaign}`,
  utm_source: source,
  utm_campaign: campaign,
});

/** The answers, one update_customer each, in the flow's order. */
export const ANSWER_STEPS: readonly Record<string, unknown>[] = [
  { homeowner_renter: "homeowner" },
  { property_type: "single_family" },
  { zip: "85253" },
  { sun_exposure: "full_sun" },
  { monthly_electricity_bill: "between_100_150", monthly_electricity_bill_amount: 150 },
  { credit_rating: "good" },
];

/**
 * The consent the default brand's site shows (the embedded dataset, which `npm start` serves): the
 * server records a consent only when its text and version are the site's own.
 */
const shownConsent = (() => {
  const settings = loadEmbeddedDataset().find((document) => document._id === "siteSettings") as unknown as {
    tcpaConsent: { version: string; text: { en: string } };
  };
  const brand = loadEmbeddedDataset().find(
    (document) =>
      document._type === "brand" && (document as { slug?: { current?: string } }).slug?.current === "sunsaver",
  ) as unknown as { name: string };
  return {
    version: settings.tcpaConsent.version,
    textFor: (phone: string) => consentTextFor(settings.tcpaConsent.text.en, brand.name, phone, ""),
  };
})();

/** The last update: visitor `n`'s contact details and consent (a distinct phone and e-mail each). */
export function contactStep(n: number, name: string): Record<string, unknown> {
  const phone = `(480) 555-${String(n % 10000).padStart(4, "0")}`;
  return {
    first_name: name,
    last_name: "Visitor",
    email: `${name.toLowerCase()}.visitor${n}@example.com`,
    phone,
    street_address: "1204 E Camelback Rd",
    tcpa_accepted: true,
    tcpa_consent_version: shownConsent.version,
    tcpa_consent_text: shownConsent.textFor(phone),
  };
}
