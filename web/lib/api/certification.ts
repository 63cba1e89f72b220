import type { CertificationFields } from "./types";

/**
 * The lead-certification scripts (Jornaya LeadiD, TrustedForm) write their token and certificate
 * URLs into hidden inputs of the page; update_customer forwards them as consent evidence.
 */
const HIDDEN_FIELDS = {
  leadid_token: "universal_leadid",
  cert_url: "xxTrustedFormCertUrl",
  ping_url: "xxTrustedFormPingUrl",
} as const satisfies Record<keyof CertificationFields, string>;

/** The values present and non-empty on the page; absent ones are left out of the request. */
export function certificationFromPage(): CertificationFields {
  const found: CertificationFields = {};
  if (typeof document === "undefined") return found;
  for (const [field, inputName] of Object.entries(HIDDEN_FIELDS) as [keyof CertificationFields, string][]) {
    const value = document.querySelector<HTMLInputElement>(`input[name="${inputName}"]`)?.value.trim();
    if (value) found[field] = value;
  }
  return found;
}
