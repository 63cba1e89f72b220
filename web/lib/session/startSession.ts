import type { FlowPrefix } from "studio/constants";
import type { customerInit, fetchInsights, loadLeadByToken } from "@/lib/api/calls";
import type { Category, PageKind } from "@/lib/brand/pageKind";
import { isRoofPartnerSource } from "./config";
import { pushDataLayer } from "./dataLayer";
import type { LeadSessionStore } from "./store";

/** The calls session start makes; the page passes `@/lib/api/calls`, tests pass fakes. */
export type SessionApi = {
  customerInit: typeof customerInit;
  loadLeadByToken: typeof loadLeadByToken;
  fetchInsights: typeof fetchInsights;
};

export type StartSessionInput = {
  pageKind: PageKind;
  category: Category;
  flowType: FlowPrefix | null;
  /** The page's URL query, one value per name (see queryFromSearchParams). */
  query: Record<string, string>;
  /** Spec 4.1 step 7: start the session on a page that is not a lead-gen page. */
  skipPageTypeCheck?: boolean;
  api: SessionApi;
  store: LeadSessionStore;
};

/**
 * React runs effects twice in development and a page may mount two callers: a second start while
 * one runs joins it, so one visit never creates two customers.
 */
const running = new WeakMap<LeadSessionStore, Promise<void>>();

/** Spec 4.1: session start on a lead-gen page. Never rejects; failures are logged. */
export function startSession(input: StartSessionInput): Promise<void> {
  if (input.pageKind !== "leadGen" && !input.skipPageTypeCheck) return Promise.resolve(); // step 7
  const started = running.get(input.store);
  if (started) return started;
  const start = run(input).finally(() => running.delete(input.store));
  running.set(input.store, start);
  return start;
}

async function run({ category, flowType, query, api, store }: StartSessionInput): Promise<void> {
  // The persisted session must be read first, or "no token yet" would create a second customer.
  if (!store.persist.hasHydrated()) await store.persist.rehydrate();
  store.getState().setLoading(true); // step 1
  try {
    const queryToken = query.token?.trim();
    const loaded = queryToken ? await loadLead(queryToken, api, store) : false;
    if (!loaded) {
      if (!store.getState().token) await createCustomer(category, flowType, query, api, store);
      else if (isRoofPartnerSource(query.utm_source)) store.getState().setLandingParams(query); // step 5
    }
    // Step 6, after any stored lead was copied: the link's amount is the newer answer.
    if (query.monthly_electricity_bill_amount && !query.monthly_electricity_bill) {
      store.getState().setAnswers({ monthly_electricity_bill_amount: query.monthly_electricity_bill_amount });
    }
  } finally {
    store.getState().setLoading(false);
  }
}

/**
 * Step 2. A token that loads no lead (mistyped or foreign link) is not adopted: saves under it
 * would all be refused. The visit then goes on as one without a token in the URL.
 */
async function loadLead(token: string, api: SessionApi, store: LeadSessionStore): Promise<boolean> {
  try {
    const lead = await api.loadLeadByToken(token);
    store.getState().copyFromLead(lead);
    store.getState().setToken(token);
    return true;
  } catch (error) {
    console.error("[session] the lead of the link's token could not be loaded", error);
    return false;
  }
}

/** Steps 3 and 4. */
async function createCustomer(
  category: Category,
  flowType: FlowPrefix | null,
  query: Record<string, string>,
  api: SessionApi,
  store: LeadSessionStore,
): Promise<void> {
  let token: string | undefined;
  try {
    const answer = await api.customerInit({ category, flowType, query });
    token = answer.token;
    if (token) {
      store.getState().setToken(token);
      if (answer.customer_id) store.getState().setCustomerId(answer.customer_id);
      store.getState().setExperiments(answer.experiments ?? {});
    }
  } catch (error) {
    console.error("[session] customer_init failed", error);
  }
  if (!token) {
    // biome-ignore lint/suspicious/noConsole: spec 8 names this console log, message and level.
    console.log("Error initializing customer");
    return;
  }
  pushDataLayer({ event: "landing_query", ...query });
  store.getState().setLandingParams(query);
  try {
    const insights = await api.fetchInsights(token);
    store.getState().setInsights(insights, { location: !isRoofPartnerSource(query.utm_source) });
    store.getState().markIpInsightsFetched();
  } catch (error) {
    // Not marked as fetched, so a later screen may ask again.
    console.error("[session] IP insights could not be fetched", error);
  }
}
