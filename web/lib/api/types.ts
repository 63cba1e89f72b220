import type { Answers, AnswerValue } from "@/lib/leadFields/types";

/**
 * The answers of the backend routes (web/lib/server/api), as the browser reads them. Kept here
 * rather than imported so no server module is pulled into the browser bundle.
 */

/** Experiment name -> variant, assigned by the backend from the token. */
export type Experiments = Record<string, string>;

/** The URL query of the landing page (utm_*, did_number, ...). */
export type LandingParams = Record<string, string>;

/** POST /customer_init. */
export type CustomerInitAnswer = {
  token: string;
  customer_id: string;
  experiments: Experiments;
  landing_params: LandingParams;
};

/** GET /show_token_customer and POST /update_customer: the answers flat, plus the session's fields. */
export type CustomerRecord = {
  [answer: string]: unknown;
  token: string;
  customer_id: string;
  experiments: Experiments;
  landing_params: LandingParams;
  flow_type: string | null;
  complete: boolean;
};

/** GET /lead?token=…: the stored answers and the token. */
export type Lead = Answers & { token: string };

/** POST /insights: what the visitor's IP tells; null where the lookup cannot tell. */
export type Insights = {
  provider: string | null;
  zip: string | null;
  state: string | null;
  stateFullName: string | null;
  city: string | null;
  ip_address: string | null;
};

/** The TCPA consent the visitor was shown, sent with tcpa_accepted as update_customer's own fields. */
export type ConsentShown = { tcpa_consent_text: string; tcpa_consent_version: string };

/** Hidden page fields of the lead-certification scripts (docs/decisions/consent-evidence-and-complete-lead.md names the fields). */
export type CertificationFields = { leadid_token?: string; cert_url?: string; ping_url?: string };

/** rrweb events: the backend checks only these two fields of each. */
export type RecordingEvent = { type: number; timestamp: number };

/**
 * Phone verification answers carry what the UI shows: `fields.code` on a wrong, expired or
 * used-up code (422/429), `error` alone when too many codes were sent.
 */
export type PhoneResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      error: string;
      fields: Record<string, string>;
      /** A 428's proof-of-work challenge: solved, the same request goes again with it. */
      challenge?: unknown;
    };

export type PhoneCodeSent = { sent: true; expires_in: number };
export type PhoneCodeChecked = { verified: true };

export type ReferralInput = {
  [field: string]: AnswerValue | undefined;
  advocate_id?: string;
  advocate_email?: string;
  external_source?: string;
};
