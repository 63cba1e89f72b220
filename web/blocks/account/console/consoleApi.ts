import type { ProjectStage } from "@/lib/projectStages";
import type { VariantReport } from "@/lib/server/console/experiments";
import type { Funnel } from "@/lib/server/console/funnel";
import type { ConsentView } from "@/lib/server/leads/leadRecord";

/** Shapes of the console's API answers (lib/server/api/console.ts). */
type LeadRow = {
  token: string;
  brand: string | null;
  flow: string | null;
  created_at: string;
  completed_at: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  stage: ProjectStage | null;
};
export type LeadPage = { total: number; page: number; pageSize: number; leads: LeadRow[] };
/** One consent's evidence, as the server gives it to every reader (lib/server/leads/leadRecord.ts). */
type Consent = ConsentView;
export type LeadDetail = {
  token: string;
  lead_id: string;
  brand: string | null;
  flow: string | null;
  created_at: string;
  completed_at: string | null;
  landing_url: string | null;
  landing_params: Record<string, string>;
  experiments: Record<string, string>;
  answers: Record<string, unknown>;
  consents: Consent[];
  plates: { plate: string; at: string }[];
  recording_events: number;
  referral: {
    source_id: string;
    external_source: string | null;
    advocate_id: string | null;
    advocate_email: string | null;
    product: unknown;
    client_app: unknown;
    created_at: string;
  } | null;
  stage: ProjectStage;
  history: { stage: ProjectStage; at: string }[];
};
export type { Funnel, VariantReport };

export type Filters = { q: string; brand: string; flow: string; from: string; to: string; status: string };

/** The filters as a query string, without the empty ones. */
export const queryOf = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === "" ? [] : [[key, String(value)]])),
  ).toString();

export async function consoleGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${path.split("?")[0]} answered ${response.status}`);
  return (await response.json()) as T;
}

/** When, in Los Angeles time (the site's clock, spec 2.7). */
export const laTime = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Los_Angeles",
  }).format(new Date(iso));

export const percent = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)}%`);
