import type { Experiments, LandingParams } from "@/lib/api/types";
import type { BillBand } from "@/lib/leadFields/bill";
import type { AnswerValue } from "@/lib/leadFields/types";

/** Spec 3's lead session: what the visitor told us or we learnt, kept in sessionStorage. */
export type LeadSessionData = {
  /** Set only once (setToken ignores a different second value); null until the customer exists. */
  token: string | null;
  /** The customer's public id (customer_init), which experiment triggers report. */
  customerId: string | null;
  /** Experiments already reported as triggered in this session (each is reported once). */
  triggeredExperiments: string[];
  provider: string;
  zip: string;
  /** Two-letter code ("AZ"). */
  state: string;
  stateFullName: string;
  city: string;
  ip_address: string;
  /** A blank (e.g. a single space) is stored as "". */
  street_address: string;
  /** The band; always consistent with the amount ("" and null when unknown). */
  monthly_electricity_bill: BillBand | "";
  monthly_electricity_bill_amount: number | null;
  tcpa_accepted: boolean;
  /** Every other answer, copied as-is. */
  answers: Record<string, AnswerValue>;
  /** The landing URL's query, e.g. utm_source, utm_top_company, did_number. */
  landingParams: LandingParams;
  experiments: Experiments;
  abandonPopupShown: boolean;
  openCalendyModal: boolean;
  hasFetchedIpInsights: boolean;
};

/** Page-lifetime flags, not persisted. */
export type LeadSessionFlags = {
  /** Spec 4.1 step 1: true while session start runs. */
  loading: boolean;
  /** The still-waiting screen is showing. */
  waiting: boolean;
};

export type AnswerPatch = Record<string, AnswerValue | undefined>;
