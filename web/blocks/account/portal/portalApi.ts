import type { Locale } from "@/lib/brand/locale";
import type { ProjectStage } from "@/lib/projectStages";
import type { ConsentView } from "@/lib/server/leads/leadRecord";
import type { ReferralCommission } from "@/lib/server/portal/commission";

/** Shapes of the lead portal's API answers (lib/server/api/portal.ts). */
export type PortalLead = {
  lead_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  location: string;
  brand: string | null;
  flow: string | null;
  created_at: string;
  completed_at: string | null;
  stage: ProjectStage;
  consent: ConsentView | null;
};

type PortalReferral = {
  referral_id: number;
  name: string;
  created_at: string;
  stage: ProjectStage | null;
  commission: ReferralCommission | null;
};
export type PortalReferrals = { referrals: PortalReferral[]; earned: number; expected: number };

const intlLocale = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");

/** Dollars with cents, in the page's language. */
export const dollarsIn = (locale: Locale) => (amount: number) =>
  new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(
    amount,
  );

/** When, in Los Angeles time (the site's clock, spec 2.7), in the page's language. */
export const laTimeIn = (locale: Locale) => (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Los_Angeles",
  }).format(new Date(iso));
