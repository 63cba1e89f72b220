import type { consentEvidence, customers } from "@/lib/server/db/schema";
import { answersForBuyer, buyerEntitled } from "./sensitiveAnswers";

type CustomerRow = typeof customers.$inferSelect;
type ConsentRow = typeof consentEvidence.$inferSelect;

/** One consent's evidence as every reader gets it: the buyer, staff and the partner given the lead. */
export const consentView = (consent: ConsentRow) => ({
  text: consent.consentText,
  version: consent.consentVersion,
  accepted_at: consent.acceptedAt.toISOString(),
  ip_address: consent.ipAddress,
  user_agent: consent.userAgent,
  page_url: consent.pageUrl,
  cert_url: consent.certUrl,
  ping_url: consent.pingUrl,
  leadid_token: consent.leadIdToken,
  phone: consent.phone,
});

export type ConsentView = ReturnType<typeof consentView>;

/**
 * What a lead buyer receives, by webhook and by CSV export: the lead's answers, where it came
 * from, and the consent evidence (latest consent first).
 */
export function leadRecord(customer: CustomerRow, consents: ConsentRow[]) {
  const latest = [...consents].sort((a, b) => b.acceptedAt.getTime() - a.acceptedAt.getTime())[0];
  return {
    lead_id: customer.customerId,
    created_at: customer.createdAt.toISOString(),
    completed_at: customer.completedAt?.toISOString() ?? null,
    product: customer.product,
    category: customer.category,
    flow_type: customer.flowType,
    landing_url: customer.landingUrl,
    landing_params: customer.landingParams,
    answers: customer.answers,
    consent: latest ? consentView(latest) : null,
  };
}

export type LeadRecord = ReturnType<typeof leadRecord>;

/**
 * The record as the buyer receives it (webhook, CSV export): the stored record keeps sensitive
 * answers sealed, and they are opened here only for a buyer entitled to them.
 */
export const recordForBuyer = (record: LeadRecord, entitled = buyerEntitled()): LeadRecord => ({
  ...record,
  answers: answersForBuyer(record.answers, entitled),
});
