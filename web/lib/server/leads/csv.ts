import { LEAD_FIELD_LIST } from "@/lib/leadFields/fields";
import type { LeadRecord } from "./leadRecord";

/** The lead fields with a column of their own, in the lead-field table's order. */
const ANSWER_COLUMNS = LEAD_FIELD_LIST.flatMap(({ key, exportColumn }) =>
  exportColumn ? [{ key, exportColumn }] : [],
);

const LEAD_COLUMNS = ["lead_id", "created_at", "completed_at", "product", "flow_type"] as const;
const CONSENT_COLUMNS = [
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
] as const;

type FixedColumn = (typeof LEAD_COLUMNS)[number] | "utm_source" | (typeof CONSENT_COLUMNS)[number] | "answers_json";

/** The columns of the buyer export, in order; answers without a column of their own are in answers_json. */
export const CSV_COLUMNS: readonly string[] = [
  ...LEAD_COLUMNS,
  ...ANSWER_COLUMNS.map(({ exportColumn }) => exportColumn),
  "utm_source",
  ...CONSENT_COLUMNS,
  "answers_json",
];

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  // Quote every cell that needs it; neutralise spreadsheet formulas in visitor-typed text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function csvRow(lead: LeadRecord): string {
  const { answers, consent } = lead;
  const values: Record<string, unknown> = {
    lead_id: lead.lead_id,
    created_at: lead.created_at,
    completed_at: lead.completed_at,
    product: lead.product,
    flow_type: lead.flow_type,
    ...Object.fromEntries(ANSWER_COLUMNS.map(({ key, exportColumn }) => [exportColumn, answers[key]])),
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
  } satisfies Record<FixedColumn, unknown>;
  return CSV_COLUMNS.map((column) => cell(values[column])).join(",");
}

export const csvHeader = () => CSV_COLUMNS.join(",");
