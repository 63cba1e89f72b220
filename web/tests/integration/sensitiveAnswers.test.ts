import { describe, expect, inject, it } from "vitest";
import { client, get, newCustomer, post } from "./support/api";

const baseUrl = inject("baseUrl");

/**
 * Issue 11 item 5 through the API: a sensitive answer is taken only where the questionnaire asks
 * for it, and no GET endpoint (nor update_customer's own answer) ever gives it back.
 */
describe("sensitive answers", () => {
  it("takes the income on a flow with an income step and never returns it", async () => {
    const { token } = await newCustomer(baseUrl, { flow_type: "/savings" });
    const saved = await post(baseUrl, "/api/update_customer", {
      ...client,
      token,
      annual_income: "from_50k_to_75k",
      homeowner_renter: "homeowner",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty("annual_income");
    expect(saved.body).toMatchObject({ homeowner_renter: "homeowner" });
    const lead = await get(baseUrl, `/api/lead?token=${token}`);
    expect(lead.status).toBe(200);
    expect(lead.body).toMatchObject({ homeowner_renter: "homeowner" });
    expect(lead.body).not.toHaveProperty("annual_income");
    const shown = await get(baseUrl, `/api/show_token_customer?customer_token=${token}&api_key=${client.api_key}`);
    expect(shown.status).toBe(200);
    expect(shown.body).not.toHaveProperty("annual_income");
  });

  it("refuses a sensitive answer the lead's questionnaire does not ask for, and keeps what was saved", async () => {
    const { token } = await newCustomer(baseUrl, { flow_type: "/savings-mini" });
    expect((await post(baseUrl, "/api/update_customer", { ...client, token, zip: "85004" })).status).toBe(200);
    const income = await post(baseUrl, "/api/update_customer", { ...client, token, annual_income: "over_150k" });
    expect(income).toEqual({
      status: 422,
      body: {
        error: "Some fields are not valid.",
        fields: { annual_income: "This questionnaire does not ask for this answer." },
      },
    });
    // No flow has an SSN step yet: an SSN, even a valid one, is refused everywhere.
    const other = await newCustomer(baseUrl, { flow_type: "/savings" });
    const ssn = await post(baseUrl, "/api/update_customer", { ...client, token: other.token, ssn: "123-45-6789" });
    expect(ssn.status).toBe(422);
    expect(ssn.body.fields).toEqual({ ssn: "This questionnaire does not ask for this answer." });
    // Spec 5's SSN rules answer first, with their own words.
    const malformed = await post(baseUrl, "/api/update_customer", {
      ...client,
      token: other.token,
      ssn: "666-12-3456",
    });
    expect(malformed.body.fields).toEqual({ ssn: "SSN cannot start with 000, 666 or 9" });
    expect((await get(baseUrl, `/api/lead?token=${token}`)).body).toMatchObject({ zip: "85004" });
  });
});
