// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLeadSessionStore, LEAD_SESSION_KEY } from "./store";

beforeEach(() => sessionStorage.clear());

const saved = () =>
  JSON.parse(sessionStorage.getItem(LEAD_SESSION_KEY) ?? "null") as { state: Record<string, unknown> };

describe("persistence", () => {
  it("keeps the session in sessionStorage under 'homefront-form' and reads it back after a reload", () => {
    const store = createLeadSessionStore();
    const session = store.getState();
    session.setToken("tok_0123456789abcdef");
    session.setAnswers({
      zip: "85001",
      street_address: "1 Main St",
      first_name: "Ann",
      monthly_electricity_bill_amount: 180,
    });
    session.setLandingParams({ utm_source: "google", utm_top_company: "acme", did_number: "6025550100" });
    session.setExperiments({ results_layout: "estimate_first" });
    session.setAbandonPopupShown(true);
    session.toggleCalendly();
    session.markIpInsightsFetched();
    session.setLoading(true);
    session.setWaiting(true);

    expect(saved().state).toMatchObject({ token: "tok_0123456789abcdef", answers: { zip: "85001" } });
    expect(saved().state).not.toHaveProperty("loading");
    expect(saved().state).not.toHaveProperty("waiting");

    const reloaded = createLeadSessionStore().getState(); // a new page, the same sessionStorage
    expect(reloaded).toMatchObject({
      token: "tok_0123456789abcdef",
      answers: {
        zip: "85001",
        street_address: "1 Main St",
        first_name: "Ann",
        monthly_electricity_bill: "between_151_200",
        monthly_electricity_bill_amount: 180,
      },
      landingParams: { utm_source: "google", utm_top_company: "acme", did_number: "6025550100" },
      experiments: { results_layout: "estimate_first" },
      abandonPopupShown: true,
      openCalendyModal: true,
      hasFetchedIpInsights: true,
      loading: false,
      waiting: false,
    });
  });

  it("with skipHydration reads sessionStorage only when asked", async () => {
    createLeadSessionStore().getState().setAnswers({ zip: "85001" });
    const store = createLeadSessionStore({ skipHydration: true });
    expect(store.getState().answers.zip).toBeUndefined();
    await store.persist.rehydrate();
    expect(store.getState().answers.zip).toBe("85001");
  });

  it("a change before the saved session is read does not replace it (a reload keeps the answers)", async () => {
    createLeadSessionStore().getState().setAnswers({ zip: "85001", homeowner_renter: "homeowner" });
    const store = createLeadSessionStore({ skipHydration: true });
    // An effect that runs before the session start, such as the last screen's waiting flag, and
    // an answer given before the read.
    store.getState().setWaiting(false);
    store.getState().setAnswers({ property_type: "single_family" });
    expect(saved().state.answers).toEqual({ zip: "85001", homeowner_renter: "homeowner" });
    await store.persist.rehydrate();
    const all = { zip: "85001", homeowner_renter: "homeowner", property_type: "single_family" };
    expect(store.getState().answers).toEqual(all);
    // Written at the read, without waiting for another change.
    expect(saved().state.answers).toEqual(all);
    store.getState().setAnswers({ sun_exposure: "full_sun" });
    expect(saved().state.answers).toEqual({ ...all, sun_exposure: "full_sun" });
  });

  it("an unchanged waiting flag writes nothing (the last step checks it on every save)", () => {
    const store = createLeadSessionStore();
    store.getState().setToken("tok_0123456789abcdef");
    const writes = vi.spyOn(Storage.prototype, "setItem");
    store.getState().setWaiting(false);
    expect(writes).not.toHaveBeenCalled();
    store.getState().setWaiting(true);
    expect(store.getState().waiting).toBe(true);
    expect(writes).toHaveBeenCalledTimes(1);
    writes.mockRestore();
  });

  it("reset forgets the session", () => {
    const store = createLeadSessionStore();
    store.getState().setToken("tok_0123456789abcdef");
    store.getState().reset();
    expect(createLeadSessionStore().getState().token).toBeNull();
  });
});

describe("setToken", () => {
  it("sets the token only once", () => {
    const store = createLeadSessionStore();
    store.getState().setToken("first_token_0123456");
    store.getState().setToken("second_token_012345");
    expect(store.getState().token).toBe("first_token_0123456");
  });

  it("ignores an empty token", () => {
    const store = createLeadSessionStore();
    store.getState().setToken("");
    store.getState().setToken("first_token_0123456");
    expect(store.getState().token).toBe("first_token_0123456");
  });
});

describe("setAnswers", () => {
  it("stores a blank street address as empty", () => {
    const store = createLeadSessionStore();
    store.getState().setAnswers({ street_address: " " });
    expect(store.getState().answers.street_address).toBe("");
    store.getState().setAnswers({ street_address: "12 Oak Ave " });
    expect(store.getState().answers.street_address).toBe("12 Oak Ave ");
  });

  it("derives the band from an amount", () => {
    const store = createLeadSessionStore();
    const cases: [number | string, string][] = [
      [99, "below_100"],
      [100, "between_100_150"],
      [150, "between_100_150"],
      [151, "between_151_200"],
      [200, "between_151_200"],
      [201, "above_200"],
      ["$1,200", "above_200"],
    ];
    for (const [amount, band] of cases) {
      store.getState().setAnswers({ monthly_electricity_bill_amount: amount });
      expect(store.getState().answers.monthly_electricity_bill).toBe(band);
    }
    expect(store.getState().answers.monthly_electricity_bill_amount).toBe(1200);
  });

  it("gives a band alone its representative amount", () => {
    const store = createLeadSessionStore();
    for (const [band, amount] of [
      ["below_100", 75],
      ["between_100_150", 125],
      ["between_151_200", 175],
      ["above_200", 250],
    ] as const) {
      store.getState().setAnswers({ monthly_electricity_bill: band });
      expect(store.getState().answers).toMatchObject({
        monthly_electricity_bill: band,
        monthly_electricity_bill_amount: amount,
      });
    }
  });

  it("lets the amount decide when both are given", () => {
    const store = createLeadSessionStore();
    store.getState().setAnswers({ monthly_electricity_bill: "below_100", monthly_electricity_bill_amount: 160 });
    expect(store.getState().answers).toMatchObject({
      monthly_electricity_bill: "between_151_200",
      monthly_electricity_bill_amount: 160,
    });
  });

  it("clears both together and ignores text that is neither band nor figure", () => {
    const store = createLeadSessionStore();
    store.getState().setAnswers({ monthly_electricity_bill_amount: 160 });
    store.getState().setAnswers({ monthly_electricity_bill: "lots" });
    expect(store.getState().answers.monthly_electricity_bill_amount).toBe(160);
    store.getState().setAnswers({ monthly_electricity_bill: "$90" });
    expect(store.getState().answers).toMatchObject({
      monthly_electricity_bill: "below_100",
      monthly_electricity_bill_amount: 90,
    });
    store.getState().setAnswers({ monthly_electricity_bill: "" });
    expect(store.getState().answers).toMatchObject({
      monthly_electricity_bill: "",
      monthly_electricity_bill_amount: null,
    });
  });

  it("stores state as its two-letter code with the full name", () => {
    const store = createLeadSessionStore();
    store.getState().setAnswers({ state: "arizona" });
    expect(store.getState().answers).toMatchObject({ state: "AZ", stateFullName: "Arizona" });
    store.getState().setAnswers({ state: "Narnia" });
    expect(store.getState().answers.state).toBe("AZ");
  });

  it("copies other answers as-is and keeps earlier ones", () => {
    const store = createLeadSessionStore();
    store.getState().setAnswers({ first_name: "Ann", homeowner: true });
    store.getState().setAnswers({ roof_age: 12, token: "not_a_way_to_set_it_0" });
    expect(store.getState().answers).toEqual({ first_name: "Ann", homeowner: true, roof_age: 12 });
    expect(store.getState().token).toBeNull();
  });

  it("reads tcpa_accepted as a flag", () => {
    const store = createLeadSessionStore();
    store.getState().setAnswers({ tcpa_accepted: "true" });
    expect(store.getState().answers.tcpa_accepted).toBe(true);
    store.getState().setAnswers({ tcpa_accepted: false });
    expect(store.getState().answers.tcpa_accepted).toBe(false);
  });
});

describe("copyFromLead", () => {
  it("copies every field and converts a band into its representative amount", () => {
    const store = createLeadSessionStore();
    store.getState().copyFromLead({
      token: "lead_token_0123456789",
      zip: "85001",
      state: "AZ",
      city: "Phoenix",
      street_address: " ",
      monthly_electricity_bill: "between_151_200",
      tcpa_accepted: true,
      first_name: "Ann",
      roof_shade: "none",
    });
    expect(store.getState().token).toBeNull(); // the token is set by session start, once
    expect(store.getState().answers).toEqual({
      zip: "85001",
      state: "AZ",
      stateFullName: "Arizona",
      city: "Phoenix",
      street_address: "",
      monthly_electricity_bill: "between_151_200",
      monthly_electricity_bill_amount: 175,
      tcpa_accepted: true,
      first_name: "Ann",
      roof_shade: "none",
    });
  });

  it.each([
    ["150", 150, "between_100_150"],
    ["$150", 150, "between_100_150"],
    ["$1,050", 1050, "above_200"],
  ])("converts the figure %j into amount %s", (text, amount, band) => {
    const store = createLeadSessionStore();
    store.getState().copyFromLead({ monthly_electricity_bill: text });
    expect(store.getState().answers).toMatchObject({
      monthly_electricity_bill_amount: amount,
      monthly_electricity_bill: band,
    });
  });

  it("keeps an exact stored amount inside the stored band, and the band wins otherwise", () => {
    const store = createLeadSessionStore();
    store
      .getState()
      .copyFromLead({ monthly_electricity_bill: "between_100_150", monthly_electricity_bill_amount: 137 });
    expect(store.getState().answers.monthly_electricity_bill_amount).toBe(137);
    store
      .getState()
      .copyFromLead({ monthly_electricity_bill: "between_100_150", monthly_electricity_bill_amount: 400 });
    expect(store.getState().answers).toMatchObject({
      monthly_electricity_bill: "between_100_150",
      monthly_electricity_bill_amount: 125,
    });
  });

  it("leaves the bill alone when the lead has none", () => {
    const store = createLeadSessionStore();
    store.getState().setAnswers({ monthly_electricity_bill_amount: 90 });
    store.getState().copyFromLead({ monthly_electricity_bill: "", zip: "85001" });
    expect(store.getState().answers.monthly_electricity_bill_amount).toBe(90);
  });

  it("skips values that are not answers (objects from a customer record)", () => {
    const store = createLeadSessionStore();
    store.getState().copyFromLead({ experiments: { a: "b" }, complete: false });
    expect(store.getState().answers).toEqual({ complete: false });
  });
});

describe("setInsights", () => {
  const insights = {
    provider: "APS",
    zip: "85001",
    state: "AZ",
    stateFullName: "Arizona",
    city: "Phoenix",
    ip_address: "203.0.113.9",
  };

  it("stores provider and location", () => {
    const store = createLeadSessionStore();
    store.getState().setInsights(insights, { location: true });
    expect(store.getState().answers).toEqual(insights);
  });

  it("stores only the provider without location, and never erases with unknowns", () => {
    const store = createLeadSessionStore();
    store.getState().setInsights(insights, { location: false });
    expect(store.getState().answers).toEqual({ provider: "APS" });
    store.getState().setInsights({ provider: null, zip: null }, { location: true });
    expect(store.getState().answers).toEqual({ provider: "APS" });
  });
});

describe("a session saved by the previous version", () => {
  it("keeps its answers: the named fields of version 1 move into the one record", async () => {
    sessionStorage.setItem(
      LEAD_SESSION_KEY,
      JSON.stringify({
        version: 1,
        state: {
          token: "tok_0123456789abcdef",
          zip: "85004",
          state: "AZ",
          stateFullName: "Arizona",
          city: "",
          street_address: "1 Main St",
          monthly_electricity_bill: "between_100_150",
          monthly_electricity_bill_amount: 150,
          tcpa_accepted: false,
          answers: { homeowner: "yes" },
          landingParams: { utm_source: "google" },
        },
      }),
    );
    const store = createLeadSessionStore({ skipHydration: true });
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ token: "tok_0123456789abcdef", landingParams: { utm_source: "google" } });
    expect(store.getState().answers).toEqual({
      homeowner: "yes",
      zip: "85004",
      state: "AZ",
      stateFullName: "Arizona",
      street_address: "1 Main St",
      monthly_electricity_bill: "between_100_150",
      monthly_electricity_bill_amount: 150,
    });
    expect(store.getState()).not.toHaveProperty("zip");
  });
});
