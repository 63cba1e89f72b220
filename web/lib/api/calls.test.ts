// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_KEY, CLIENT_APP, ORGANIC_REFERRAL_ADVOCATE_EMAIL, REFERRALS_TOKEN } from "./base";
import {
  checkPhoneCode,
  customerInit,
  fetchEstimate,
  fetchInsights,
  loadLeadByToken,
  plateVisit,
  sendPhoneCode,
  sendReferral,
  showTokenCustomer,
  trackExperiment,
  updateCustomer,
  uploadRecording,
} from "./calls";
import { stubFetch } from "./testing";

const TOKEN = "tok_0123456789abcdef";

beforeEach(() => {
  window.history.pushState({}, "", "/savings/zip?utm_source=google");
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = () => ({
  domain: window.location.hostname,
  href: window.location.href,
  path: "/savings/zip",
  origin: window.location.origin,
  referrer: "",
});

describe("customerInit", () => {
  it("posts the spec 7 fields and the landing query", async () => {
    const answer = { token: TOKEN, customer_id: "c", experiments: { a: "b" }, landing_params: {} };
    const { calls } = stubFetch({ body: answer });
    await expect(
      customerInit({ category: "solar", flowType: "/savings", query: { utm_source: "google", did_number: "555" } }),
    ).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe("/api/customer_init");
    expect(calls[0]?.body).toEqual({
      api_key: API_KEY,
      navigator: JSON.stringify({
        url: window.location.href,
        userAgent: navigator.userAgent,
        language: navigator.language,
      }),
      landing_url: window.location.href,
      utm_source: "google",
      did_number: "555",
      ...page(),
      product: "solar",
      flow_type: "/savings",
      category: "solar",
      client_app: CLIENT_APP,
    });
  });

  it("keeps query names that would replace request fields or be refused out of the body", async () => {
    const { calls } = stubFetch();
    await customerInit({
      category: "roof",
      flowType: null,
      query: { api_key: "evil", navigator: "x", landing_url: "y", constructor: "z", utm_campaign: "c" },
    });
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body.api_key).toBe(API_KEY);
    expect(body.landing_url).toBe(window.location.href);
    expect(Object.hasOwn(body, "constructor")).toBe(false);
    expect(body.utm_campaign).toBe("c");
    expect(body.flow_type).toBeNull();
  });
});

describe("updateCustomer", () => {
  it("posts the fields with token, client and page context, keepalive", async () => {
    const { calls } = stubFetch({ body: { token: TOKEN } });
    await updateCustomer(TOKEN, { zip: "85001", monthly_electricity_bill_amount: 150 });
    expect(calls[0]).toMatchObject({ url: "/api/update_customer", keepalive: true });
    expect(calls[0]?.body).toEqual({
      zip: "85001",
      monthly_electricity_bill_amount: 150,
      token: TOKEN,
      api_key: API_KEY,
      client_app: CLIENT_APP,
      ...page(),
    });
  });

  it("adds the certification values found in hidden page fields, leaving out empty ones", async () => {
    document.body.innerHTML = `
      <input type="hidden" name="universal_leadid" value="LEADID-1" />
      <input type="hidden" name="xxTrustedFormCertUrl" value="https://cert.trustedform.com/abc" />
      <input type="hidden" name="xxTrustedFormPingUrl" value="" />`;
    const { calls } = stubFetch();
    await updateCustomer(TOKEN, { tcpa_accepted: true });
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body.leadid_token).toBe("LEADID-1");
    expect(body.cert_url).toBe("https://cert.trustedform.com/abc");
    expect(Object.hasOwn(body, "ping_url")).toBe(false);
  });

  it("sends the consent shown as the request's own fields, beside the answers", async () => {
    const { calls } = stubFetch();
    const consent = { tcpa_consent_text: "Call me at (480) 555-0142.", tcpa_consent_version: "2026-10-01" };
    await updateCustomer(TOKEN, { phone: "(480) 555-0142", tcpa_accepted: true }, consent);
    expect(calls[0]?.body).toEqual({
      phone: "(480) 555-0142",
      tcpa_accepted: true,
      ...consent,
      token: TOKEN,
      api_key: API_KEY,
      client_app: CLIENT_APP,
      ...page(),
    });
  });

  it("throws 'POST request failed!' when refused", async () => {
    stubFetch({ status: 422, body: { error: "Some fields are not valid." } });
    await expect(updateCustomer(TOKEN, { zip: "1" })).rejects.toThrow("POST request failed!");
  });
});

describe("showTokenCustomer", () => {
  it("gets the customer by customer_token and api_key", async () => {
    const { calls } = stubFetch({ body: { token: TOKEN, zip: "85001" } });
    await expect(showTokenCustomer(TOKEN)).resolves.toEqual({ token: TOKEN, zip: "85001" });
    expect(calls[0]?.url).toBe(`/api/show_token_customer?customer_token=${TOKEN}&api_key=${API_KEY}`);
  });

  it("throws 'Error Fetching Customer Token' on a non-OK answer", async () => {
    stubFetch({ status: 404, body: { error: "No customer has this token." } });
    await expect(showTokenCustomer(TOKEN)).rejects.toThrow(new Error("Error Fetching Customer Token"));
  });
});

describe("reads", () => {
  it("loadLeadByToken gets /lead?token=", async () => {
    const { calls } = stubFetch({ body: { token: TOKEN, monthly_electricity_bill: "between_100_150" } });
    await expect(loadLeadByToken(TOKEN)).resolves.toEqual({
      token: TOKEN,
      monthly_electricity_bill: "between_100_150",
    });
    expect(calls[0]).toMatchObject({ method: "GET", url: `/api/lead?token=${TOKEN}` });
  });

  it("fetchEstimate gets /savings_estimate?token=", async () => {
    const { calls } = stubFetch({ body: { systemSizeKw: 7.1 } });
    await expect(fetchEstimate(TOKEN)).resolves.toEqual({ systemSizeKw: 7.1 });
    expect(calls[0]).toMatchObject({ method: "GET", url: `/api/savings_estimate?token=${TOKEN}` });
  });

  it("fetchInsights posts token, api_key and client_app", async () => {
    const insights = {
      provider: "APS",
      zip: "85001",
      state: "AZ",
      stateFullName: "Arizona",
      city: "Phoenix",
      ip_address: "1.2.3.4",
    };
    const { calls } = stubFetch({ body: insights });
    await expect(fetchInsights(TOKEN)).resolves.toEqual(insights);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/insights",
      body: { token: TOKEN, api_key: API_KEY, client_app: CLIENT_APP },
    });
  });
});

describe("plateVisit", () => {
  it("reports the route without its query", async () => {
    const { calls } = stubFetch();
    await plateVisit(TOKEN, "/savings/zip?utm_source=google#top");
    expect(calls[0]).toMatchObject({ url: "/api/plate_visit" });
    expect(calls[0]?.body).toEqual({
      token: TOKEN,
      current_plate: "/savings/zip",
      ...page(),
      product: "solar",
      client_app: CLIENT_APP,
    });
  });

  it("sent later (at idle), reports the page as it was when the route was reached", async () => {
    const { calls } = stubFetch();
    const arrival = {
      domain: "sunsaverprogram.com",
      href: "https://sunsaverprogram.com/savings/zip?utm_source=google",
      path: "/savings/zip",
      origin: "https://sunsaverprogram.com",
      referrer: "https://www.google.com/",
    };
    await plateVisit(TOKEN, "/savings/zip", arrival);
    expect(calls[0]?.body).toEqual({
      token: TOKEN,
      current_plate: "/savings/zip",
      ...arrival,
      product: "solar",
      client_app: CLIENT_APP,
    });
  });

  it("logs failures instead of throwing", async () => {
    stubFetch({ status: 404 });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(plateVisit(TOKEN, "/savings/zip")).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalled();
  });
});

describe("trackExperiment", () => {
  it("posts status 'triggered' and returns nothing", async () => {
    const { calls } = stubFetch();
    expect(trackExperiment("c-id", "results_layout", "estimate_first")).toBeUndefined();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: "/api/webhooks/track_experiment",
      body: {
        customer_id: "c-id",
        experiment_name: "results_layout",
        experiment_value: "estimate_first",
        status: "triggered",
      },
    });
  });

  it("never throws: failures go to console.error", async () => {
    stubFetch({ status: 500 });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    trackExperiment("c-id", "a", "b");
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
  });
});

describe("sendReferral", () => {
  it("sends the bearer token, fixed source and the organic advocate when no advocate_id", async () => {
    const { calls } = stubFetch({ status: 201, body: { referral_id: 7 } });
    await expect(
      sendReferral({ first_name: "Ann", email: "ann@example.com", external_source: "partner-x" }),
    ).resolves.toEqual({ referral_id: 7 });
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${REFERRALS_TOKEN}`);
    expect(calls[0]?.body).toEqual({
      first_name: "Ann",
      email: "ann@example.com",
      api_key: API_KEY,
      client_app: CLIENT_APP,
      ...page(),
      product: "solar",
      source_id: "homefront-referral-form",
      external_source: "partner-x",
      advocate_email: ORGANIC_REFERRAL_ADVOCATE_EMAIL,
    });
  });

  it("keeps the advocate when there is an advocate_id", async () => {
    const { calls } = stubFetch({ status: 201, body: { referral_id: 8 } });
    await sendReferral({ advocate_id: "adv-1", advocate_email: "adv@example.com" });
    expect(calls[0]?.body).toMatchObject({ advocate_id: "adv-1", advocate_email: "adv@example.com" });
  });
});

describe("uploadRecording", () => {
  const events = [{ type: 2, timestamp: 1 }];

  it("posts token and events to the base's /rrweb-recording", async () => {
    const { calls } = stubFetch();
    await uploadRecording(TOKEN, events);
    expect(calls[0]).toMatchObject({ url: "/api/rrweb-recording", body: { token: TOKEN, events } });
  });

  it("logs failures to the console and never throws", async () => {
    stubFetch({ status: 500 });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(uploadRecording(TOKEN, events)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalled();
  });

  it("sends nothing for an empty batch", async () => {
    const { calls } = stubFetch();
    await uploadRecording(TOKEN, []);
    expect(calls).toHaveLength(0);
  });

  it("stops sending a lead's batches once the server says its recording is full (413)", async () => {
    const full = "tok_recording_full_0001";
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = stubFetch({ status: 413 });
    await uploadRecording(full, events);
    expect(refused.calls).toHaveLength(1);
    const after = stubFetch();
    await uploadRecording(full, events);
    await uploadRecording(TOKEN, events);
    expect(after.calls.map((call) => (call.body as { token?: string }).token)).toEqual([TOKEN]);
  });
});

describe("phone verification", () => {
  it("sendPhoneCode posts token, phone and client fields", async () => {
    const { calls } = stubFetch({ body: { sent: true, expires_in: 600 } });
    await expect(sendPhoneCode(TOKEN, "(602) 555-0100")).resolves.toEqual({
      ok: true,
      data: { sent: true, expires_in: 600 },
    });
    expect(calls[0]).toMatchObject({
      url: "/api/phone_verification/send",
      body: { token: TOKEN, phone: "(602) 555-0100", api_key: API_KEY, client_app: CLIENT_APP },
    });
  });

  it("checkPhoneCode gives the refusal's fields.code instead of throwing", async () => {
    const refusal = { error: "Some fields are not valid.", fields: { code: "That code is not right." } };
    const { calls } = stubFetch({ status: 422, body: refusal });
    await expect(checkPhoneCode(TOKEN, "123456")).resolves.toEqual({ ok: false, status: 422, ...refusal });
    expect(calls[0]).toMatchObject({ url: "/api/phone_verification/check", body: { token: TOKEN, code: "123456" } });
  });

  it("a refusal without fields still has a message", async () => {
    stubFetch({ status: 429, body: { error: "Too many codes sent to this number; try again in an hour." } });
    await expect(sendPhoneCode(TOKEN, "6025550100")).resolves.toEqual({
      ok: false,
      status: 429,
      error: "Too many codes sent to this number; try again in an hour.",
      fields: {},
    });
  });

  it("checkPhoneCode reports success", async () => {
    stubFetch({ body: { verified: true } });
    await expect(checkPhoneCode(TOKEN, "123456")).resolves.toEqual({ ok: true, data: { verified: true } });
  });
});
