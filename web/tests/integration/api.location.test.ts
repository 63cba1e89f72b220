import { describe, expect, inject, it } from "vitest";
import { client, get, newCustomer, post } from "./support/api";

const baseUrl = inject("baseUrl");

/** A visitor the IP lookup knows nothing about: a loopback address, as in issue 7's acceptance. */
const loopback = { "x-forwarded-for": "127.0.0.1" };

describe("GET /api/zip_lookup (issue 7 item 5)", () => {
  it("answers the city, state, county and serving utilities of a typed ZIP", async () => {
    expect(await get(baseUrl, "/api/zip_lookup?zip=85004")).toEqual({
      status: 200,
      body: {
        zip: "85004",
        city: "Phoenix",
        state: "AZ",
        stateFullName: "Arizona",
        county: "Maricopa",
        utilities: ["Arizona Public Service (APS)", "Salt River Project (SRP)", "Tucson Electric Power (TEP)"],
      },
    });
    expect((await get(baseUrl, "/api/zip_lookup?zip=90210")).body).toMatchObject({
      city: "Beverly Hills",
      state: "CA",
    });
  });

  it("refuses a malformed ZIP with 400 and the form's message", async () => {
    for (const zip of ["abc", "8500", "850041", "85004-1234", "11111"]) {
      const reply = await get(baseUrl, `/api/zip_lookup?zip=${encodeURIComponent(zip)}`);
      expect(reply, zip).toEqual({
        status: 400,
        body: { error: "Some fields are not valid.", fields: { zip: "Please enter a valid zip." } },
      });
    }
    expect(await get(baseUrl, "/api/zip_lookup")).toEqual({
      status: 400,
      body: { error: "Some fields are not valid.", fields: { zip: "Zip is required." } },
    });
  });

  it("answers 404 for a well-formed ZIP that no place has", async () => {
    expect(await get(baseUrl, "/api/zip_lookup?zip=12340")).toEqual({
      status: 404,
      body: { error: "This ZIP code is not in our US ZIP data.", fields: { zip: "Unknown ZIP code." } },
    });
  });
});

describe("GET /api/solar_estimate (the savings calculator, issue 9 item 6)", () => {
  it("estimates from a ZIP and a bill alone, the state taken from the ZIP", async () => {
    const reply = await get(baseUrl, "/api/solar_estimate?zip=85004&monthly_bill=150");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: "solar", state: "AZ", monthlyBill: 150 });
    const larger = await get(baseUrl, "/api/solar_estimate?zip=85004&monthly_bill=1%2C250");
    expect((larger.body as { systemSizeKw: number }).systemSizeKw).toBeGreaterThan(
      (reply.body as { systemSizeKw: number }).systemSizeKw,
    );
  });

  it("refuses malformed input with 400 and spec 5's messages, an unknown ZIP with 404", async () => {
    expect(await get(baseUrl, "/api/solar_estimate?zip=8500&monthly_bill=150")).toEqual({
      status: 400,
      body: { error: "Some fields are not valid.", fields: { zip: "Please enter a valid zip." } },
    });
    expect(await get(baseUrl, "/api/solar_estimate?zip=85004&monthly_bill=lots")).toEqual({
      status: 400,
      body: { error: "Some fields are not valid.", fields: { monthly_bill: "Monthly Bill Must Be Numeric." } },
    });
    expect((await get(baseUrl, "/api/solar_estimate?zip=12340&monthly_bill=150")).status).toBe(404);
    const tooLarge = await get(baseUrl, "/api/solar_estimate?zip=85004&monthly_bill=20000");
    expect(tooLarge.status).toBe(409);
    expect(tooLarge.body).toMatchObject({
      fields: { monthly_electricity_bill_amount: expect.stringMatching(/between/) },
    });
  });
});

describe("POST /api/insights with the typed ZIP", () => {
  it("locates the visitor by the ZIP and lists the state's utilities first", async () => {
    const { token } = await newCustomer(baseUrl, {}, loopback);
    const fromIp = await post(baseUrl, "/api/insights", { ...client, token }, loopback);
    expect(fromIp.body).toMatchObject({ zip: null, state: null, provider: null, utilities: [] });
    const typed = await post(baseUrl, "/api/insights", { ...client, token, zip: "85004" }, loopback);
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({
      zip: "85004",
      state: "AZ",
      stateFullName: "Arizona",
      city: "Phoenix",
      provider: "Arizona Public Service (APS)",
      ip_address: "127.0.0.1",
    });
    expect((typed.body.utilities as string[])[0]).toBe("Arizona Public Service (APS)");
    expect(typed.body.utilities).not.toContain("Pacific Gas & Electric (PG&E)");
  });

  it("refuses a malformed ZIP with the form's message", async () => {
    const { token } = await newCustomer(baseUrl);
    const reply = await post(baseUrl, "/api/insights", { ...client, token, zip: "85" });
    expect(reply).toMatchObject({ status: 422, body: { fields: { zip: "Please enter a valid zip." } } });
  });
});

describe("GET /api/savings_estimate by the lead's flow (issue 7 items 5 and 6)", () => {
  const answer = (token: string, answers: Record<string, unknown>) =>
    post(baseUrl, "/api/update_customer", { ...client, token, ...answers });

  it("/savings-mini: a dollar estimate for ZIP 85004 and a $150 bill when the IP lookup knows nothing", async () => {
    const { token } = await newCustomer(baseUrl, { flow_type: "/savings-mini" }, loopback);
    await post(baseUrl, "/api/insights", { ...client, token }, loopback);
    await answer(token, { zip: "85004", monthly_electricity_bill_amount: 150 });
    const reply = await get(baseUrl, `/api/savings_estimate?token=${token}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: "solar", state: "AZ", monthlyBill: 150 });
    expect(reply.body.netCost).toBeGreaterThan(0);
    expect(reply.body.firstYearSavings).toBeGreaterThan(0);
  });

  it("/offer: a roof price range from home area and roof type", async () => {
    const { token } = await newCustomer(baseUrl, { flow_type: "/offer", category: "roof", product: "roof" });
    await answer(token, { home_area: "from_1500_to_2000_sqft", home_storeys: "one", roof_type: "asphalt_shingle" });
    const reply = await get(baseUrl, `/api/savings_estimate?token=${token}`);
    expect(reply).toMatchObject({ status: 200, body: { kind: "roof", low: 8100, high: 18000 } });
  });

  it("/loans: a monthly payment once the amount is known", async () => {
    const { token } = await newCustomer(baseUrl, { flow_type: "/loans", category: "solar_loans" });
    expect(await get(baseUrl, `/api/savings_estimate?token=${token}`)).toMatchObject({
      status: 409,
      body: { fields: { loan_amount: "The loan amount is not known yet." } },
    });
    await answer(token, { loan_purpose: "solar", loan_amount: "from_10k_to_25k" });
    const reply = await get(baseUrl, `/api/savings_estimate?token=${token}`);
    expect(reply).toMatchObject({
      status: 200,
      body: { kind: "loan", monthlyPayment: 146, amount: 17500, aprPercent: 7.99, termMonths: 240 },
    });
  });

  it("/gutter: no estimate, and no solar figures", async () => {
    const { token } = await newCustomer(baseUrl, { flow_type: "/gutter" });
    await answer(token, { zip: "85004", monthly_electricity_bill_amount: 150 });
    expect(await get(baseUrl, `/api/savings_estimate?token=${token}`)).toEqual({
      status: 200,
      body: { kind: "none" },
    });
  });
});
