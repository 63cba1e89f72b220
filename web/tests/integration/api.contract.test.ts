import { describe, expect, inject, it } from "vitest";
import { client, completeLead, consentFor, get, newCustomer, pageContext, post } from "./support/api";

const baseUrl = inject("baseUrl");

describe("POST /api/customer_init", () => {
  it("creates a customer: token, customer_id, experiment variants and the landing parameters", async () => {
    const reply = await post(baseUrl, "/api/customer_init", {
      ...client,
      ...pageContext,
      navigator: JSON.stringify({ url: pageContext.href }),
      landing_url: pageContext.href,
      product: "solar",
      flow_type: "/savings-mini",
      utm_source: "google",
      utm_top_company: "sunridge",
      did_number: "8885550199",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(reply.body.customer_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(reply.body.experiments as object).sort()).toEqual(["phone_step_copy", "results_layout"]);
    expect(reply.body.landing_params).toEqual({
      utm_source: "google",
      utm_top_company: "sunridge",
      did_number: "8885550199",
    });
  });

  it("refuses an unknown api key or client app with 401 naming the field", async () => {
    const badKey = await post(baseUrl, "/api/customer_init", { ...client, api_key: "stolen", product: "solar" });
    expect(badKey).toEqual({
      status: 401,
      body: { error: "The request is not from a known client.", fields: { api_key: "Unknown api_key." } },
    });
    const noApp = await post(baseUrl, "/api/customer_init", { api_key: client.api_key, product: "solar" });
    expect(noApp.body.fields).toEqual({ client_app: "client_app is required." });
  });

  it("refuses a body that is not a JSON object with 400, and an unknown flow with 422", async () => {
    expect((await post(baseUrl, "/api/customer_init", "[1,2]")).status).toBe(400);
    expect((await post(baseUrl, "/api/customer_init", "{not json")).status).toBe(400);
    const badFlow = await post(baseUrl, "/api/customer_init", { ...client, product: "solar", flow_type: "/nope" });
    expect(badFlow).toMatchObject({ status: 422, body: { fields: { flow_type: "flow_type is not a known flow." } } });
  });

  it("refuses field names of Object.prototype (toString, __proto__) with 422, anywhere in the body", async () => {
    const top = await post(baseUrl, "/api/customer_init", { ...client, product: "solar", toString: "x" });
    expect(top).toEqual({
      status: 422,
      body: { error: "Some fields are not valid.", fields: { toString: "This field name is not accepted." } },
    });
    const nested = await post(
      baseUrl,
      "/api/rrweb-recording",
      '{"token":"aaaaaaaaaaaaaaaaaaaaaaaa","events":[{"type":3,"timestamp":1,"__proto__":{}}]}',
    );
    expect(nested.status).toBe(422);
  });

  it("answers 413 to a body over the size limit", async () => {
    const reply = await post(baseUrl, "/api/customer_init", {
      ...client,
      product: "solar",
      padding: "x".repeat(70 * 1024),
    });
    expect(reply.status).toBe(413);
  });
});

describe("POST /api/update_customer, GET /api/show_token_customer and GET /api/lead", () => {
  it("merges answers step by step and reads them back", async () => {
    const { token } = await newCustomer(baseUrl);
    const first = await post(baseUrl, "/api/update_customer", {
      ...client,
      ...pageContext,
      token,
      homeowner_renter: "homeowner",
    });
    expect(first.status).toBe(200);
    await post(baseUrl, "/api/update_customer", {
      ...client,
      token,
      zip: "85253",
      monthly_electricity_bill: "between_100_150",
      monthly_electricity_bill_amount: 150,
    });
    const shown = await get(baseUrl, `/api/show_token_customer?customer_token=${token}&api_key=${client.api_key}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      token,
      homeowner_renter: "homeowner",
      zip: "85253",
      monthly_electricity_bill: "between_100_150",
      monthly_electricity_bill_amount: 150,
      complete: false,
    });
    const lead = await get(baseUrl, `/api/lead?token=${token}`);
    expect(lead.body).toMatchObject({ token, monthly_electricity_bill: "between_100_150", zip: "85253" });
  });

  it("answers the spec's validation messages and changes nothing when one field is bad", async () => {
    const { token } = await newCustomer(baseUrl);
    await post(baseUrl, "/api/update_customer", { ...client, token, zip: "85253", email: "maria@example.com" });
    const bad = await post(baseUrl, "/api/update_customer", {
      ...client,
      token,
      zip: "1234",
      email: "maria@example",
      phone: "(111) 111-1111",
      first_name: "Ana",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({
      zip: "Please enter a valid zip.",
      phone: "Please Enter a Valid Phone",
    });
    expect(String((bad.body.fields as Record<string, string>).email)).toMatch(/^Please enter a valid (email|TLD)$/);
    const after = await get(baseUrl, `/api/lead?token=${token}`);
    expect(after.body).toEqual({ token, zip: "85253", email: "maria@example.com" });
  });

  it("never erases a saved answer with an empty one", async () => {
    const { token } = await newCustomer(baseUrl);
    await post(baseUrl, "/api/update_customer", { ...client, token, street_address: "1204 E Camelback Rd" });
    await post(baseUrl, "/api/update_customer", {
      ...client,
      token,
      street_address: " ",
      homeowner_renter: "homeowner",
    });
    expect((await get(baseUrl, `/api/lead?token=${token}`)).body).toMatchObject({
      street_address: "1204 E Camelback Rd",
    });
  });

  it("answers 404 for a token nobody has", async () => {
    const reply = await post(baseUrl, "/api/update_customer", { ...client, token: "n".repeat(32), zip: "85253" });
    expect(reply.status).toBe(404);
    expect(
      (await get(baseUrl, `/api/show_token_customer?customer_token=${"n".repeat(32)}&api_key=${client.api_key}`))
        .status,
    ).toBe(404);
  });

  it("completes a lead only with consent that names the phone consented to", async () => {
    const { token } = await newCustomer(baseUrl);
    const wrongPhone = await post(baseUrl, "/api/update_customer", {
      ...completeLead(token),
      tcpa_consent_text: consentFor("(602) 555-0000"),
    });
    expect(wrongPhone).toMatchObject({
      status: 422,
      body: { fields: { tcpa_consent_text: "The consent text must name the phone number consented to." } },
    });
    expect((await get(baseUrl, `/api/lead?token=${token}`)).body).toEqual({ token });
    const noText = await post(baseUrl, "/api/update_customer", {
      ...completeLead(token),
      tcpa_consent_text: undefined,
    });
    expect(noText.status).toBe(422);
    const ok = await post(baseUrl, "/api/update_customer", completeLead(token));
    expect(ok.status).toBe(200);
    expect(ok.body.complete).toBe(true);
    expect(ok.body.phone).toBe("(480) 555-0142");
  });
});

describe("POST /api/insights", () => {
  it("tells provider, zip, state, city and ip_address from the visitor's IP", async () => {
    const visitor = { "x-forwarded-for": "68.2.0.1" };
    const { token } = await newCustomer(baseUrl, {}, visitor);
    const reply = await post(baseUrl, "/api/insights", { ...client, token }, visitor);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ zip: "85253", state: "AZ", city: "Paradise Valley", ip_address: "68.2.0.1" });
    expect(typeof reply.body.provider).toBe("string");
  });

  it("answers nulls, not an error, for an address it cannot place", async () => {
    const visitor = { "x-forwarded-for": "10.1.2.3" };
    const { token } = await newCustomer(baseUrl, {}, visitor);
    const reply = await post(baseUrl, "/api/insights", { ...client, token }, visitor);
    expect(reply.body).toMatchObject({ zip: null, state: null, city: null, ip_address: "10.1.2.3" });
  });
});

describe("events", () => {
  it("records plate visits", async () => {
    const { token } = await newCustomer(baseUrl);
    const reply = await post(baseUrl, "/api/plate_visit", {
      ...pageContext,
      token,
      current_plate: "/savings-mini/zip",
      product: "solar",
      client_app: client.client_app,
    });
    expect(reply).toEqual({ status: 200, body: { recorded: true } });
    const bad = await post(baseUrl, "/api/plate_visit", {
      token,
      current_plate: "zip",
      product: "solar",
      client_app: client.client_app,
    });
    expect(bad.body.fields).toEqual({ current_plate: "current_plate must be a path." });
  });

  it("records an experiment trigger with status 'triggered' only", async () => {
    const { customer_id } = await newCustomer(baseUrl);
    const body = {
      customer_id,
      experiment_name: "results_layout",
      experiment_value: "comparison_first",
      status: "triggered",
    };
    expect((await post(baseUrl, "/api/webhooks/track_experiment", body)).status).toBe(200);
    const wrong = await post(baseUrl, "/api/webhooks/track_experiment", { ...body, status: "seen" });
    expect(wrong.body.fields).toEqual({ status: "status must be triggered." });
  });

  it("appends session-recording batches to the token's recording, once the visitor consented", async () => {
    const { token } = await newCustomer(baseUrl);
    expect((await post(baseUrl, "/api/update_customer", completeLead(token))).status).toBe(200);
    const events = Array.from({ length: 401 }, (_, index) => ({
      type: 3,
      timestamp: 1_763_700_000_000 + index,
      data: { source: 1 },
    }));
    expect(await post(baseUrl, "/api/rrweb-recording", { token, events })).toEqual({
      status: 200,
      body: { stored: 401 },
    });
    expect((await post(baseUrl, "/api/rrweb-recording", { token, events: [] })).status).toBe(422);
    expect((await post(baseUrl, "/api/rrweb-recording", { token, events: ["x"] })).status).toBe(422);
  });

  it("takes referrals only with the bearer token, and needs an advocate", async () => {
    const body = {
      ...client,
      ...pageContext,
      product: "solar",
      source_id: "homefront-referral-form",
      external_source: "customer-portal",
      advocate_email: "organic-referrals@homefrontmarketing.com",
      first_name: "Luis",
      last_name: "Garcia",
      email: "luis.garcia@example.com",
      phone: "(602) 555-0199",
    };
    expect((await post(baseUrl, "/api/referrals", body)).status).toBe(401);
    const auth = { authorization: "Bearer integration-referrals-token" };
    expect((await post(baseUrl, "/api/referrals", body, auth)).status).toBe(201);
    const noAdvocate = await post(baseUrl, "/api/referrals", { ...body, advocate_email: undefined }, auth);
    expect(noAdvocate.status).toBe(422);
  });
});

describe("GET /api/savings_estimate", () => {
  it("estimates from the lead's bill and state, and says what is missing", async () => {
    const { token } = await newCustomer(baseUrl);
    const missing = await get(baseUrl, `/api/savings_estimate?token=${token}`);
    expect(missing.status).toBe(409);
    await post(baseUrl, "/api/update_customer", {
      ...client,
      token,
      monthly_electricity_bill_amount: 150,
      state: "AZ",
    });
    const reply = await get(baseUrl, `/api/savings_estimate?token=${token}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ state: "AZ", monthlyBill: 150 });
    expect(reply.body.systemSizeKw).toBeGreaterThan(0);
    expect(reply.body.paybackYears).toBeGreaterThan(0);
  });
});
