import type { Experiments, LandingParams } from "@/lib/api/types";
import type { Answers } from "@/lib/leadFields/types";

/** Spec 3's lead session: what the visitor told us or we learnt, kept in sessionStorage. */
export type LeadSessionData = {
  /** Set only once (setToken ignores a different second value); null until the customer exists. */
  token: string | null;
  /** The customer's public id (customer_init), which experiment triggers report. */
  customerId: string | null;
  /** Experiments already reported as triggered in this session (each is reported once). */
  triggeredExperiments: string[];
  /**
   * Every answer as one flat record keyed by lead field (lib/leadFields), the same keys the browser
   * sends and the server keeps: provider, zip, state (two-letter code) and stateFullName, city,
   * ip_address, street_address (a blank one is stored as ""), the bill band
   * monthly_electricity_bill and its amount monthly_electricity_bill_amount (always consistent),
   * tcpa_accepted, and every other answer as given. A key is absent until known.
   */
  answers: Answers;
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
