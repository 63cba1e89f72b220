import { DEFAULT_API_KEY, DEFAULT_CLIENT_APP } from "@/lib/server/http/config";

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

export async function newCustomer(
  baseUrl: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const reply = await post(
    baseUrl,
    "/api/customer_init",
    {
      ...client,
      ...pageContext,
      navigator: JSON.stringify({ url: pageContext.href, userAgent: "integration" }),
      landing_url: pageContext.href,
      product: "solar",
      flow_type: "/savings-mini",
      category: "solar",
      utm_source: "google",
      ...extra,
    },
    headers,
  );
  if (reply.status !== 200) throw new Error(`customer_init answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as { token: string; customer_id: string; experiments: Record<string, string> };
}

const CONSENT_VERSION = "2026-10-01";
export const consentFor = (phone: string) =>
  `By clicking the button above, I agree to the SunSaver Program Terms of Use and Privacy Policy and give my express written consent for SunSaver Program and one matched company to contact me at ${phone} about my request.`;

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
