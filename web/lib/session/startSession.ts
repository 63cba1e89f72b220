import { pause, retryDelay } from "@/lib/api/backoff";
import type { customerInit, fetchInsights, loadLeadByToken } from "@/lib/api/calls";
import type { Category, PageKind } from "@/lib/brand/pageKind";
import { withoutContactDetails } from "@/lib/leadFields/pii";
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
  flowType: string | null;
  /** The page's URL query, one value per name (see queryFromSearchParams). */
  query: Record<string, string>;
  /** Spec 4.1 step 7: start the session on a page that is not a lead-gen page. */
  skipPageTypeCheck?: boolean;
  api: SessionApi;
  store: LeadSessionStore;
  /**
   * The page going away (tests simulate a reload with it): ends the background retries of
   * customer_init and discards an answer still in flight. Without it they last as long as the page.
   */
  signal?: AbortSignal;
};

/**
 * React runs effects twice in development and a page may mount two callers: a second start while
 * one runs joins it, so one visit never creates two customers.
 */
const running = new WeakMap<LeadSessionStore, Promise<void>>();
/** Stores whose customer_init is being retried in the background: one loop per store. */
const retrying = new WeakSet<LeadSessionStore>();
/**
 * Stores whose IP insights are being asked for. A page that asks without waiting (step 5) may be
 * left before the answer, and the next page's start must not ask a second time meanwhile.
 */
const askingInsights = new WeakSet<LeadSessionStore>();

/**
 * Spec 4.1: session start on a lead-gen page. Never rejects; failures are logged.
 *
 * Resolves once the persisted session was read and the first attempt at a token finished
 * (loading ends then), whatever its outcome, so the page's deep-link guard never waits on a
 * failing backend. When customer_init fails or answers without a token, it is retried in the
 * background with back-off (retryDelay: 1 s doubling, at most 30 s) until a token is stored,
 * the store gets one another way, or `signal` aborts. The visitor goes on answering meanwhile:
 * the save queue holds those answers and sends them once the token is stored. A later start
 * while the retries run leaves customer creation to them.
 */
export function startSession(input: StartSessionInput): Promise<void> {
  if (input.pageKind !== "leadGen" && !input.skipPageTypeCheck) return Promise.resolve(); // step 7
  const started = running.get(input.store);
  if (started) return started;
  const start = run(input).finally(() => running.delete(input.store));
  running.set(input.store, start);
  return start;
}

async function run(input: StartSessionInput): Promise<void> {
  const { query, api, store } = input;
  // The persisted session must be read first, or "no token yet" would create a second customer.
  if (!store.persist.hasHydrated()) await store.persist.rehydrate();
  store.getState().setLoading(true); // step 1
  try {
    const queryToken = query.token?.trim();
    const loaded = queryToken ? await loadLead(queryToken, api, store) : false;
    if (!loaded) {
      const token = store.getState().token;
      if (token) {
        if (isRoofPartnerSource(query.utm_source)) store.getState().setLandingParams(query); // step 5
        // A page left between its token and the insights (a tap before the script ran submits
        // natively) never asked for them: this page does, without holding loading up (step 5).
        // Only for a customer this visit created: a lead opened by its token link keeps its answers.
        const { hasFetchedIpInsights, customerId } = store.getState();
        if (!hasFetchedIpInsights && customerId) void fetchIpInsights(input, token);
      } else if (!retrying.has(store) && !(await createCustomer(input))) {
        retryCustomerInit(input);
      }
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

/**
 * Without a token no answer can be saved, so a failed customer creation is tried again for as
 * long as the page is open; the back-off cap bounds the cost of a backend that stays down.
 */
function retryCustomerInit(input: StartSessionInput): void {
  const { store, signal } = input;
  retrying.add(store);
  void (async () => {
    for (let failures = 0; ; failures++) {
      await pause(retryDelay(failures), signal);
      if (signal?.aborted || store.getState().token) return;
      if (await createCustomer(input)) return;
    }
  })()
    .catch((error: unknown) => console.error("[session] customer_init retries stopped", error))
    .finally(() => retrying.delete(store));
}

/** Steps 3 and 4. True once the store has a token. */
async function createCustomer(input: StartSessionInput): Promise<boolean> {
  const { category, flowType, query, api, store, signal } = input;
  let answer: Awaited<ReturnType<SessionApi["customerInit"]>> | undefined;
  try {
    answer = await api.customerInit({ category, flowType, query });
  } catch (error) {
    console.error("[session] customer_init failed", error);
  }
  // The page is gone: the next one starts its own session from what sessionStorage holds.
  if (signal?.aborted) return false;
  // A token link loaded meanwhile (a later start) wins; this customer's details must not mix in.
  if (store.getState().token) return true;
  const token = answer?.token;
  if (!answer || !token) {
    // biome-ignore lint/suspicious/noConsole: spec 8 names this console log, message and level.
    console.log("Error initializing customer");
    return false;
  }
  store.getState().setToken(token);
  if (answer.customer_id) store.getState().setCustomerId(answer.customer_id);
  store.getState().setExperiments(answer.experiments ?? {});
  // The tag manager forwards the event to third parties: contact details a landing link carries stay out.
  pushDataLayer({ event: "landing_query", ...withoutContactDetails(query) });
  store.getState().setLandingParams(query);
  await fetchIpInsights(input, token);
  return true;
}

/**
 * Step 3's IP-derived details: the provider, and the location unless the visit came from the
 * roof-mapping partner (its utm_source as this page's query or the landing's parameters hold it).
 */
async function fetchIpInsights({ api, store, query }: StartSessionInput, token: string): Promise<void> {
  if (askingInsights.has(store)) return;
  askingInsights.add(store);
  const source = query.utm_source ?? store.getState().landingParams.utm_source;
  try {
    const insights = await api.fetchInsights(token);
    store.getState().setInsights(insights, { location: !isRoofPartnerSource(source) });
    store.getState().markIpInsightsFetched();
  } catch (error) {
    // Not marked as fetched, so the next page asks again.
    console.error("[session] IP insights could not be fetched", error);
  } finally {
    askingInsights.delete(store);
  }
}
