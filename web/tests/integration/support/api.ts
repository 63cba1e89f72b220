import { readFileSync } from "node:fs";
import { findDatasetFile, parseNdjson } from "@/lib/content/embeddedDataset";
import { formatPhone } from "@/lib/format/phone";
import { consentTextFor } from "@/lib/leadFields/consentText";
import { DEFAULT_API_KEY, DEFAULT_CLIENT_APP } from "@/lib/server/http/config";
import { postJsonWithHost } from "./request";
import { webDir } from "./serverProcess";

/** Calls the backend the way the browser does: JSON bodies, JSON answers. */
export const client = { api_key: DEFAULT_API_KEY, client_app: DEFAULT_CLIENT_APP };

export type Reply = { status: number; body: Record<string, unknown> };

export async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export async function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export const pageContext = {
  domain: "sunsaverprogram.com",
  href: "https://sunsaverprogram.com/savings-mini/phone?utm_source=google",
  path: "/savings-mini/phone",
  origin: "https://sunsaverprogram.com",
  referrer: "https://www.google.com/",
};

/** customer_init's body as a page of /savings-mini sends it, with `extra` fields. */
export const newCustomerBody = (extra: Record<string, unknown> = {}) => ({
  ...client,
  ...pageContext,
  navigator: JSON.stringify({ url: pageContext.href, userAgent: "integration" }),
  landing_url: pageContext.href,
  product: "solar",
  flow_type: "/savings-mini",
  category: "solar",
  utm_source: "google",
  ...extra,
});

export async function newCustomer(
  baseUrl: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const reply = await post(baseUrl, "/api/customer_init", newCustomerBody(extra), headers);
  if (reply.status !== 200) throw new Error(`customer_init answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as { token: string; customer_id: string; experiments: Record<string, string> };
}

/** The TCPA consent of the embedded dataset, as the site shows it: the server takes no other. */
const consentInContent = (() => {
  const documents = parseNdjson(readFileSync(findDatasetFile(webDir), "utf8"));
  const settings = documents.find((document) => document._id === "siteSettings") as unknown as {
    tcpaConsent: { version: string; text: { en: string; es: string } };
  };
  return settings.tcpaConsent;
})();

export const CONSENT_VERSION = consentInContent.version;
/** The consent shown for `phone` on `brand`'s site (the default brand, which a bare address reaches). */
export const consentFor = (phone: string, brand = "SunSaver Program", locale: "en" | "es" = "en") =>
  consentTextFor(consentInContent.text[locale], brand, phone, "");

/**
 * A lead on the roofing brand's host consents to be texted at `phone` (digits), as its phone step
 * saves it; texts then name that brand. Throws unless the server took it.
 */
export async function consentToPhone(
  baseUrl: string,
  token: string,
  phone: string,
  headers: Record<string, string> = {},
) {
  const shown = formatPhone(phone);
  const body = {
    ...client,
    token,
    phone: shown,
    tcpa_accepted: true,
    tcpa_consent_text: consentFor(shown, "TopRoof Pros"),
    tcpa_consent_version: CONSENT_VERSION,
  };
  const saved = await postJsonWithHost(baseUrl, "/api/update_customer", "toproofpros.com", body, headers);
  if (saved.status !== 200) throw new Error(`consent to ${shown} answered ${saved.status}`);
}

/** Answers that make a complete lead, with consent. */
export const completeLead = (token: string, n = 0) => ({
  ...client,
  ...pageContext,
  token,
  first_name: "Maria",
  last_name: `Lopez${"abcdefghij"[n % 10]}`,
  email: `maria.lopez${n}@example.com`,
  phone: "(480) 555-0142",
  zip: "85253",
  street_address: "1204 E Camelback Rd",
  tcpa_accepted: true,
  tcpa_consent_text: consentFor("(480) 555-0142"),
  tcpa_consent_version: CONSENT_VERSION,
  leadid_token: "8F5A1C2E-0B7D-4E8A-9F1C-2D3E4F5A6B7C",
  cert_url: "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
  ping_url: "https://ping.trustedform.com/0.abc.def",
});
