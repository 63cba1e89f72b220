import type { Category } from "@/lib/brand/pageKind";
// Types only (erased from the bundle): these shapes are defined once, by the backend.
import type { ZipPlace } from "@/lib/geo/zipLookup";
import type { Answers } from "@/lib/leadFields/types";
import type { Estimate } from "@/lib/server/estimate";
import {
  API_KEY,
  apiBaseUrl,
  CLIENT_APP,
  ORGANIC_REFERRAL_ADVOCATE_EMAIL,
  PRODUCT,
  REFERRAL_SOURCE_ID,
  REFERRALS_TOKEN,
} from "./base";
import { certificationFromPage } from "./certification";
import { ApiError, type EmptyAnswer, getJson, okBody, type PageContext, pageContext, postJson, request } from "./http";
import { jsonBlobInSlices } from "./jsonBlobInSlices";
import type {
  ConsentShown,
  CustomerInitAnswer,
  CustomerRecord,
  Insights,
  Lead,
  PhoneCodeChecked,
  PhoneCodeSent,
  PhoneResult,
  RecordingEvent,
  ReferralInput,
} from "./types";

/**
 * One function per call of spec 7, payload field names exactly as web/lib/server/api reads them.
 * Paths are relative to apiBaseUrl() (the site's /api by default).
 */

const client = () => ({ api_key: API_KEY, client_app: CLIENT_APP });

/**
 * Query keys a landing URL may carry that must not reach customer_init: the request's own
 * fields (a `?api_key=` would replace ours) and names the backend refuses outright.
 */
const RESERVED_QUERY_KEYS = new Set(["api_key", "navigator", "landing_url", "__proto__"]);
const landingQuery = (query: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(query).filter(([key]) => !RESERVED_QUERY_KEYS.has(key) && !(key in Object.prototype)),
  );

/** POST /customer_init: a new customer, its token and experiments (spec 4.1 step 3). */
export function customerInit(input: {
  category: Category;
  flowType: string | null;
  query: Record<string, string>;
}): Promise<CustomerInitAnswer | EmptyAnswer> {
  const href = window.location.href.slice(0, 2048);
  return postJson<CustomerInitAnswer>("/customer_init", {
    api_key: API_KEY,
    navigator: JSON.stringify({ url: href, userAgent: navigator.userAgent, language: navigator.language }),
    landing_url: href,
    ...landingQuery(input.query),
    ...pageContext(),
    product: PRODUCT,
    flow_type: input.flowType,
    category: input.category,
    client_app: CLIENT_APP,
  });
}

/**
 * POST /update_customer: merges answers into the lead. Spec 7's payload is flat: the answers sit
 * beside the request's own fields (studio/updateCustomerRequest, which no answer may be named
 * after): the token, client, page context, the certification values found on the page and the
 * consent shown. keepalive lets a save started as the tab closes land.
 */
export function updateCustomer(
  token: string,
  answers: Readonly<Answers>,
  consent?: ConsentShown,
): Promise<CustomerRecord | EmptyAnswer> {
  return postJson<CustomerRecord>(
    "/update_customer",
    { ...answers, token, ...client(), ...pageContext(), ...certificationFromPage(), ...consent },
    { keepalive: true },
  );
}

/** GET /show_token_customer: the customer JSON; spec 8: a non-OK answer throws. */
export async function showTokenCustomer(token: string): Promise<CustomerRecord | EmptyAnswer> {
  const answer = await request("GET", "/show_token_customer", { query: { customer_token: token, api_key: API_KEY } });
  if (!answer.ok) throw new Error("Error Fetching Customer Token");
  return okBody<CustomerRecord>(answer, "/show_token_customer");
}

/** GET /lead?token=…: the stored lead (spec 4.1 step 2). */
export function loadLeadByToken(token: string): Promise<Lead | EmptyAnswer> {
  return getJson<Lead>("/lead", { token });
}

/** POST /insights: provider and location from the visitor's IP. */
export function fetchInsights(token: string): Promise<Insights | EmptyAnswer> {
  return postJson<Insights>("/insights", { token, ...client() });
}

/**
 * POST /plate_visit: the route reached, without its query (spec 4.2). Tracking only (the answer
 * is not read), so a failure is logged, never thrown: route changes call it without awaiting.
 */
export async function plateVisit(
  token: string,
  currentPlate: string,
  /** The page as it was when the route was reached (the report may be sent later, at idle). */
  context: PageContext = pageContext(),
): Promise<void> {
  const plate = currentPlate.split(/[?#]/)[0] || "/";
  try {
    await postJson("/plate_visit", {
      token,
      current_plate: plate,
      ...context,
      product: PRODUCT,
      client_app: CLIENT_APP,
    });
  } catch (error) {
    console.error("[api] plate_visit failed", error);
  }
}

/** POST /webhooks/track_experiment, fire and forget (spec 4.2): never throws, nothing to await. */
export function trackExperiment(customerId: string, name: string, value: string): void {
  postJson("/webhooks/track_experiment", {
    customer_id: customerId,
    experiment_name: name,
    experiment_value: value,
    status: "triggered",
  }).catch((error: unknown) => console.error("[api] track_experiment failed", error));
}

/** POST /referrals with the bearer token; without an advocate_id the organic advocate is credited. */
export function sendReferral(referral: ReferralInput): Promise<{ referral_id: number | null } | EmptyAnswer> {
  return postJson<{ referral_id: number | null }>(
    "/referrals",
    {
      ...referral,
      ...client(),
      ...pageContext(),
      product: PRODUCT,
      source_id: REFERRAL_SOURCE_ID,
      external_source: referral.external_source,
      ...(referral.advocate_id ? {} : { advocate_email: ORGANIC_REFERRAL_ADVOCATE_EMAIL }),
    },
    { headers: { Authorization: `Bearer ${REFERRALS_TOKEN}` } },
  );
}

/** POST {apiBaseUrl}/rrweb-recording: a batch of recording events. Spec 8: errors go to the console only. */
/** Leads whose recording the server declared full (413): their later batches would be refused too. */
const fullRecordings = new Set<string>();

export async function uploadRecording(token: string, events: readonly RecordingEvent[]): Promise<void> {
  if (events.length === 0 || fullRecordings.has(token)) return; // the backend refuses an empty batch
  try {
    // Serialised in slices: a batch holds rrweb's full snapshot of the page (issue 8).
    await postJson("/rrweb-recording", undefined, { json: await jsonBlobInSlices({ token, events }) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) fullRecordings.add(token);
    console.error(`[api] ${apiBaseUrl()}/rrweb-recording failed`, error);
  }
}

/** The answer as a PhoneResult: refusals come back as values so the UI can show `fields.code`. */
async function phoneCall<T>(path: string, body: Record<string, string>): Promise<PhoneResult<T>> {
  const answer = await request("POST", path, { body: { ...body, ...client() } });
  if (answer.ok) return { ok: true, data: okBody<T>(answer, path) as T };
  const refusal = (answer.parsed && typeof answer.body === "object" && answer.body) || {};
  const { error, fields, challenge } = refusal as { error?: unknown; fields?: unknown; challenge?: unknown };
  return {
    ok: false,
    status: answer.status,
    error: typeof error === "string" ? error : "POST request failed!",
    fields: fields && typeof fields === "object" ? (fields as Record<string, string>) : {},
    ...(challenge && typeof challenge === "object" ? { challenge } : {}),
  };
}

/**
 * POST /phone_verification/send: texts a one-time code. A lost connection rejects. A 428 carries a
 * challenge; `challenge` is its solution, sent with the same request again.
 */
export function sendPhoneCode(token: string, phone: string, challenge?: string): Promise<PhoneResult<PhoneCodeSent>> {
  return phoneCall<PhoneCodeSent>("/phone_verification/send", { token, phone, ...(challenge ? { challenge } : {}) });
}

/** POST /phone_verification/check: a wrong code is `{ ok: false, fields: { code } }`. */
export function checkPhoneCode(token: string, code: string): Promise<PhoneResult<PhoneCodeChecked>> {
  return phoneCall<PhoneCodeChecked>("/phone_verification/check", { token, code });
}

/** GET /savings_estimate?token=…: 409 (bill or state not known yet) throws an ApiError with `fields`. */
export function fetchEstimate(token: string): Promise<Estimate | EmptyAnswer> {
  return getJson<Estimate>("/savings_estimate", { token });
}

/** Where a ZIP is, and the electric utilities serving it (most likely first). */
export type ZipAnswer = ZipPlace & { utilities: string[] };

/**
 * GET /zip_lookup?zip=…: the place and utilities of a typed ZIP (issue 7 item 5). null when the
 * data does not know the ZIP (404) or refuses it (400); another refusal, or a lost connection, rejects.
 */
export async function fetchZipPlace(zip: string): Promise<ZipAnswer | null> {
  const answer = await request("GET", "/zip_lookup", { query: { zip } });
  if (answer.status === 404 || answer.status === 400) return null;
  if (!answer.ok) throw new ApiError("GET request failed!", answer.status, answer.body);
  const place: Partial<ZipPlace> = okBody<ZipPlace>(answer, "/zip_lookup");
  if (typeof place.zip !== "string" || typeof place.city !== "string" || typeof place.state !== "string") return null;
  const utilities = (place as { utilities?: unknown }).utilities;
  return {
    ...(place as ZipPlace),
    utilities: Array.isArray(utilities) ? utilities.filter((name): name is string => typeof name === "string") : [],
  };
}

/**
 * GET /solar_estimate?zip=…&monthly_bill=…: the savings calculator's estimate (no lead behind it).
 * null when the input is refused (400, 404, 409: the form shows why); a lost connection rejects.
 */
export async function fetchSolarEstimate(zip: string, monthlyBill: string): Promise<unknown | null> {
  const answer = await request("GET", "/solar_estimate", { query: { zip, monthly_bill: monthlyBill } });
  if (answer.status >= 400 && answer.status < 500) return null;
  if (!answer.ok) throw new ApiError("GET request failed!", answer.status, answer.body);
  return okBody<unknown>(answer, "/solar_estimate");
}
