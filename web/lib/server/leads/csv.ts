import type { LeadRecord } from "./leadRecord";

/** The columns of the buyer export, in order; answers not named here go into answers_json. */
export const CSV_COLUMNS = [
  "lead_id",
  "created_at",
  "completed_at",
  "product",
  "flow_type",
  "first_name",
  "last_name",
  "email",
  "phone",
  "street_address",
  "city",
  "state",
  "zip",
  "monthly_electricity_bill_amount",
  "utm_source",
  "consent_text",
  "consent_version",
  "consent_accepted_at",
  "consent_ip_address",
  "consent_user_agent",
  "consent_page_url",
  "consent_cert_url",
  "consent_ping_url",
  "consent_leadid_token",
  "consent_phone",
  "answers_json",
] as const;

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  // Quote every cell that needs it; neutralise spreadsheet formulas in visitor-typed text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function csvRow(lead: LeadRecord): string {
  const answers = lead.answers;
  const consent = lead.consent;
  const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    lead_id: lead.lead_id,
    created_at: lead.created_at,
    completed_at: lead.completed_at,
    product: lead.product,
    flow_type: lead.flow_type,
    first_name: answers.first_name,
    last_name: answers.last_name,
    email: answers.email,
    phone: answers.phone,
    street_address: answers.street_address,
    city: answers.city,
    state: answers.state,
    zip: answers.zip,
    monthly_electricity_bill_amount: answers.monthly_electricity_bill_amount,
    utm_source: lead.landing_params.utm_source,
    consent_text: consent?.text,
    consent_version: consent?.version,
    consent_accepted_at: consent?.accepted_at,
    consent_ip_address: consent?.ip_address,
    consent_user_agent: consent?.user_agent,
    consent_page_url: consent?.page_url,
    consent_cert_url: consent?.cert_url,
    consent_ping_url: consent?.ping_url,
    consent_leadid_token: consent?.leadid_token,
    consent_phone: consent?.phone,
    answers_json: answers,
  };
  return CSV_COLUMNS.map((column) => cell(values[column])).join(",");
}

export const csvHeader = () => CSV_COLUMNS.join(",");
