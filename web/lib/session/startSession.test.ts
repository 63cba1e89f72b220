// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CustomerInitAnswer, Insights, Lead } from "@/lib/api/types";
import { type SessionApi, type StartSessionInput, startSession } from "./startSession";
import { createLeadSessionStore, type LeadSessionStore } from "./store";

const NEW_TOKEN = "new_token_0123456789";
const LINK_TOKEN = "link_token_012345678";
const CUSTOMER_ID = "0b7e4c1a-8f3e-4e8e-9a52-3f0c1d2e3f4a";
const INSIGHTS: Insights = {
  provider: "APS",
  zip: "85001",
  state: "AZ",
  stateFullName: "Arizona",
  city: "Phoenix",
  ip_address: "203.0.113.9",
};

/** Fake calls; each records whether the loading flag was up while it ran. */
function fakeApi(store: LeadSessionStore, overrides: Partial<Record<keyof SessionApi, () => Promise<unknown>>> = {}) {
  const loadingSeen: boolean[] = [];
  const seeLoading = () => loadingSeen.push(store.getState().loading);
  const answer: CustomerInitAnswer = {
    token: NEW_TOKEN,
    customer_id: CUSTOMER_ID,
    experiments: { results_layout: "estimate_first" },
    landing_params: {},
  };
  const lead: Lead = {
    token: LINK_TOKEN,
    zip: "10001",
    state: "NY",
    first_name: "Ann",
    monthly_electricity_bill: "between_100_150",
  };
  const api = {
    customerInit: vi.fn(async () => {
      seeLoading();
      return (overrides.customerInit ? await overrides.customerInit() : answer) as CustomerInitAnswer;
    }),
    loadLeadByToken: vi.fn(async () => {
      seeLoading();
      return (overrides.loadLeadByToken ? await overrides.loadLeadByToken() : lead) as Lead;
    }),
    fetchInsights: vi.fn(async () => {
      seeLoading();
      return (overrides.fetchInsights ? await overrides.fetchInsights() : INSIGHTS) as Insights;
    }),
  };
  return { api, loadingSeen };
}

function start(store: LeadSessionStore, api: SessionApi, input: Partial<StartSessionInput> = {}) {
  return startSession({
    pageKind: "leadGen",
    category: "solar",
    flowType: "/savings",
    query: {},
    api,
    store,
    ...input,
  });
}

let logs: ReturnType<typeof vi.spyOn>;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  delete window.dataLayer;
  logs = vi.spyOn(console, "log").mockImplementation(() => {});
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("step 7: page kind", () => {
  it.each(["home", "landing"] as const)("a %s page starts nothing", async (pageKind) => {
    const store = createLeadSessionStore();
    const { api } = fakeApi(store);
    await start(store, api, { pageKind, query: { token: LINK_TOKEN } });
    expect(api.customerInit).not.toHaveBeenCalled();
    expect(api.loadLeadByToken).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ token: null, loading: false });
  });

  it("skipPageTypeCheck starts the session on any page", async () => {
    const store = createLeadSessionStore();
    const { api } = fakeApi(store);
    await start(store, api, { pageKind: "landing", skipPageTypeCheck: true });
    expect(api.customerInit).toHaveBeenCalledOnce();
    expect(store.getState().token).toBe(NEW_TOKEN);
  });
});

describe("step 2: a token in the URL", () => {
  it("loads the lead, copies its fields, converts the bill and sets the token", async () => {
    const store = createLeadSessionStore();
    const { api, loadingSeen } = fakeApi(store);
    await start(store, api, { query: { token: LINK_TOKEN } });
    expect(api.loadLeadByToken).toHaveBeenCalledWith(LINK_TOKEN);
    expect(api.customerInit).not.toHaveBeenCalled();
    expect(api.fetchInsights).not.toHaveBeenCalled();
    expect(loadingSeen).toEqual([true]);
    expect(store.getState()).toMatchObject({
      token: LINK_TOKEN,
      answers: {
        zip: "10001",
        state: "NY",
        stateFullName: "New York",
        monthly_electricity_bill: "between_100_150",
        monthly_electricity_bill_amount: 125,
        first_name: "Ann",
      },
      loading: false,
    });
  });

  it("goes on as a visit without a token when the lead cannot be loaded", async () => {
    const store = createLeadSessionStore();
    const { api } = fakeApi(store, { loadLeadByToken: () => Promise.reject(new Error("GET request failed!")) });
    await start(store, api, { query: { token: LINK_TOKEN } });
    expect(errors).toHaveBeenCalled();
    expect(api.customerInit).toHaveBeenCalledOnce();
    expect(store.getState().token).toBe(NEW_TOKEN);
  });
});

describe("step 3: a new visitor", () => {
  const query = { utm_source: "google", utm_top_company: "acme", did_number: "6025550100" };

  it("creates the customer, records the query, saves landing params, then stores IP insights", async () => {
    const store = createLeadSessionStore();
    const { api, loadingSeen } = fakeApi(store);
    await start(store, api, { category: "roof", flowType: "/roofing", query });
    expect(api.customerInit).toHaveBeenCalledWith({ category: "roof", flowType: "/roofing", query });
    expect(api.fetchInsights).toHaveBeenCalledWith(NEW_TOKEN);
    expect(loadingSeen).toEqual([true, true]);
    expect(window.dataLayer).toEqual([{ event: "landing_query", ...query }]);
    expect(store.getState()).toMatchObject({
      token: NEW_TOKEN,
      experiments: { results_layout: "estimate_first" },
      landingParams: query,
      answers: INSIGHTS,
      hasFetchedIpInsights: true,
      loading: false,
    });
  });

  it("pushes onto a data layer the tag manager already made", async () => {
    const store = createLeadSessionStore();
    window.dataLayer = [{ event: "gtm.js" }];
    await start(store, fakeApi(store).api, { query: { utm_source: "google" } });
    expect(window.dataLayer).toEqual([{ event: "gtm.js" }, { event: "landing_query", utm_source: "google" }]);
  });

  it("leaves contact details a landing link carries out of the data layer (their PII class)", async () => {
    const store = createLeadSessionStore();
    const linked = { utm_source: "sms", zip: "85004", email: "maria@example.com", phone: "4805550142" };
    await start(store, fakeApi(store).api, { query: linked });
    expect(window.dataLayer).toEqual([{ event: "landing_query", utm_source: "sms", zip: "85004" }]);
  });

  it("keeps only the provider for the roof-mapping partner's utm_source", async () => {
    const store = createLeadSessionStore();
    await start(store, fakeApi(store).api, { query: { utm_source: "hover" } });
    expect(store.getState()).toMatchObject({ answers: { provider: "APS" }, hasFetchedIpInsights: true });
    expect(Object.keys(store.getState().answers)).toEqual(["provider"]);
  });

  it("takes the partner's utm_source from configuration", async () => {
    vi.stubEnv("NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE", "RoofPartner");
    const partner = createLeadSessionStore();
    await start(partner, fakeApi(partner).api, { query: { utm_source: "roofpartner" } });
    expect(partner.getState().answers).toEqual({ provider: "APS" });
    sessionStorage.clear();
    const other = createLeadSessionStore();
    await start(other, fakeApi(other).api, { query: { utm_source: "hover" } });
    expect(other.getState().answers).toMatchObject({ zip: "85001" });
  });

  it("does not mark insights fetched when they fail", async () => {
    const store = createLeadSessionStore();
    const { api } = fakeApi(store, { fetchInsights: () => Promise.reject(new Error("POST request failed!")) });
    await start(store, api);
    expect(store.getState()).toMatchObject({ token: NEW_TOKEN, hasFetchedIpInsights: false, loading: false });
    expect(errors).toHaveBeenCalled();
  });

  it("creates one customer when started twice at once (React strict mode)", async () => {
    const store = createLeadSessionStore();
    const { api } = fakeApi(store);
    await Promise.all([start(store, api), start(store, api)]);
    expect(api.customerInit).toHaveBeenCalledOnce();
    await start(store, api); // later starts find the token
    expect(api.customerInit).toHaveBeenCalledOnce();
  });

  it("reads the persisted session before deciding a customer is needed", async () => {
    createLeadSessionStore().getState().setToken(NEW_TOKEN); // an earlier page
    const store = createLeadSessionStore({ skipHydration: true });
    const { api } = fakeApi(store);
    await start(store, api);
    expect(api.customerInit).not.toHaveBeenCalled();
    expect(store.getState().token).toBe(NEW_TOKEN);
  });
});

describe("a token saved before its IP insights arrived (the page left in between)", () => {
  /** The store of the next page, after an earlier one created the customer and was left. */
  function nextPageAfterLanding(utmSource: string) {
    const earlier = createLeadSessionStore();
    earlier.getState().setToken(NEW_TOKEN);
    earlier.getState().setCustomerId(CUSTOMER_ID);
    earlier.getState().setLandingParams({ utm_source: utmSource });
    return createLeadSessionStore({ skipHydration: true });
  }

  it("the next page asks for them, without holding its loading up", async () => {
    const store = nextPageAfterLanding("google");
    let answer: (insights: Insights) => void = () => {};
    const { api } = fakeApi(store, { fetchInsights: () => new Promise<Insights>((resolve) => (answer = resolve)) });
    await start(store, api);
    expect(api.customerInit).not.toHaveBeenCalled();
    expect(api.fetchInsights).toHaveBeenCalledWith(NEW_TOKEN);
    expect(store.getState()).toMatchObject({ loading: false, hasFetchedIpInsights: false });
    answer(INSIGHTS);
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ answers: INSIGHTS, hasFetchedIpInsights: true }));
    await start(store, api); // fetched: later pages do not ask again
    expect(api.fetchInsights).toHaveBeenCalledOnce();
  });

  it("a page left while they are asked for: the next one does not ask again meanwhile", async () => {
    const store = nextPageAfterLanding("google");
    let answer: (insights: Insights) => void = () => {};
    const { api } = fakeApi(store, { fetchInsights: () => new Promise<Insights>((resolve) => (answer = resolve)) });
    await start(store, api);
    await start(store, api); // the next page, while the first request is still open
    expect(api.fetchInsights).toHaveBeenCalledOnce();
    answer(INSIGHTS);
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ answers: INSIGHTS, hasFetchedIpInsights: true }));
  });

  it("a request that failed is made again by the next page", async () => {
    const store = nextPageAfterLanding("google");
    let fail: (error: Error) => void = () => {};
    const { api } = fakeApi(store, { fetchInsights: () => new Promise<Insights>((_, reject) => (fail = reject)) });
    await start(store, api);
    fail(new Error("offline"));
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith("[session] IP insights could not be fetched", expect.any(Error)),
    );
    api.fetchInsights.mockImplementationOnce(async () => INSIGHTS);
    await start(store, api);
    expect(api.fetchInsights).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ answers: INSIGHTS, hasFetchedIpInsights: true }));
  });

  it("keeps only the provider when the landing came from the roof-mapping partner", async () => {
    const store = nextPageAfterLanding("hover");
    await start(store, fakeApi(store).api);
    await vi.waitFor(() => expect(store.getState().hasFetchedIpInsights).toBe(true));
    expect(store.getState().answers).toEqual({ provider: "APS" });
  });

  it("leaves a lead opened by its token link as it was: no insights over its answers", async () => {
    const earlier = createLeadSessionStore();
    earlier.getState().setToken(LINK_TOKEN); // spec 4.1 step 2 on an earlier page
    earlier.getState().setAnswers({ zip: "10001" });
    const store = createLeadSessionStore({ skipHydration: true });
    const { api } = fakeApi(store);
    await start(store, api);
    expect(api.fetchInsights).not.toHaveBeenCalled();
    expect(store.getState().answers).toEqual({ zip: "10001" });
  });
});

describe("step 4: no token from customer creation", () => {
  let page: AbortController;
  beforeEach(() => {
    vi.useFakeTimers();
    page = new AbortController();
  });
  afterEach(() => {
    page.abort();
    vi.useRealTimers();
  });

  it.each([
    ["an answer without a token", () => Promise.resolve({})],
    ["a failed request", () => Promise.reject(new Error("POST request failed!"))],
  ])("logs 'Error initializing customer' after %s", async (_case, customerInit) => {
    const store = createLeadSessionStore();
    const { api } = fakeApi(store, { customerInit });
    await start(store, api, { query: { utm_source: "google" }, signal: page.signal });
    expect(logs).toHaveBeenCalledWith("Error initializing customer");
    expect(api.fetchInsights).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
    expect(store.getState()).toMatchObject({ token: null, landingParams: {}, loading: false });
  });

  /** customer_init failing `failures` times, then answering; the time of each call. */
  function failingThenAnswering(store: LeadSessionStore, failures: number) {
    const calls: number[] = [];
    const { api } = fakeApi(store, {
      customerInit: async () => {
        calls.push(Date.now());
        if (calls.length <= failures) throw new Error("POST request failed!");
        return { token: NEW_TOKEN, experiments: {} };
      },
    });
    return { api, calls };
  }

  it("retries in the background, 1 s doubling up to 30 s, until it gets a token", async () => {
    const store = createLeadSessionStore();
    const { api, calls } = failingThenAnswering(store, 8);
    const t0 = Date.now();
    await start(store, api, { query: { utm_source: "google" }, signal: page.signal });
    expect(calls).toHaveLength(1); // resolved after the first attempt, not after the retries
    expect(store.getState().loading).toBe(false);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000 + 30000 + 30000 + 30000);
    expect(calls.map((time) => time - t0)).toEqual([0, 1000, 3000, 7000, 15000, 31000, 61000, 91000, 121000]);
    expect(logs.mock.calls.filter((call: unknown[]) => call[0] === "Error initializing customer")).toHaveLength(8);
    expect(store.getState()).toMatchObject({
      token: NEW_TOKEN,
      landingParams: { utm_source: "google" },
      loading: false,
    });
    expect(api.fetchInsights).toHaveBeenCalledWith(NEW_TOKEN);
    expect(window.dataLayer).toEqual([{ event: "landing_query", utm_source: "google" }]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(9);
  });

  it("leaves customer creation to the running retries when started again", async () => {
    const store = createLeadSessionStore();
    const { api, calls } = failingThenAnswering(store, 1);
    await start(store, api, { signal: page.signal });
    await start(store, api, { signal: page.signal }); // the next step's page
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(store.getState().token).toBe(NEW_TOKEN);
  });

  it("stops retrying when the page goes away, and ignores an answer that arrives after", async () => {
    const store = createLeadSessionStore();
    let answer: (value: { token: string }) => void = () => {};
    let calls = 0;
    const { api } = fakeApi(store, {
      customerInit: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error("POST request failed!"))
          : new Promise((resolve) => {
              answer = resolve;
            });
      },
    });
    await start(store, api, { signal: page.signal });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    page.abort();
    answer({ token: NEW_TOKEN });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toBe(2);
    expect(store.getState().token).toBeNull();
  });

  it("stops retrying when the store gets a token another way", async () => {
    const store = createLeadSessionStore();
    const { api, calls } = failingThenAnswering(store, 1);
    await start(store, api, { signal: page.signal });
    store.getState().setToken(LINK_TOKEN);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(1);
    expect(store.getState().token).toBe(LINK_TOKEN);
  });
});

describe("step 5: a token already stored", () => {
  function storeWithToken() {
    const store = createLeadSessionStore();
    store.getState().setToken(NEW_TOKEN);
    store.getState().setLandingParams({ utm_source: "first" });
    store.getState().markIpInsightsFetched();
    return store;
  }

  it("ends loading at once and calls nothing", async () => {
    const store = storeWithToken();
    const { api } = fakeApi(store);
    const started = start(store, api, { query: { utm_source: "google" } });
    await started;
    expect(api.customerInit).not.toHaveBeenCalled();
    expect(api.fetchInsights).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ loading: false, landingParams: { utm_source: "first" } });
  });

  it("saves the landing parameters for the partner's utm_source", async () => {
    const store = storeWithToken();
    await start(store, fakeApi(store).api, { query: { utm_source: "hover", did_number: "6025550100" } });
    expect(store.getState().landingParams).toEqual({ utm_source: "hover", did_number: "6025550100" });
  });
});

describe("step 6: a bill amount in the URL", () => {
  it("derives the bill text from the amount", async () => {
    const store = createLeadSessionStore();
    await start(store, fakeApi(store).api, { query: { monthly_electricity_bill_amount: "180" } });
    expect(store.getState().answers).toMatchObject({
      monthly_electricity_bill: "between_151_200",
      monthly_electricity_bill_amount: 180,
    });
  });

  it("wins over the copied lead's bill", async () => {
    const store = createLeadSessionStore();
    await start(store, fakeApi(store).api, { query: { token: LINK_TOKEN, monthly_electricity_bill_amount: "$250" } });
    expect(store.getState().answers).toMatchObject({
      monthly_electricity_bill: "above_200",
      monthly_electricity_bill_amount: 250,
    });
  });

  it("leaves the bill alone when the URL also has the text", async () => {
    const store = createLeadSessionStore();
    await start(store, fakeApi(store).api, {
      query: { monthly_electricity_bill_amount: "180", monthly_electricity_bill: "below_100" },
    });
    expect(store.getState().answers).not.toHaveProperty("monthly_electricity_bill");
    expect(store.getState().answers).not.toHaveProperty("monthly_electricity_bill_amount");
  });
});
