import { NextRequest } from "next/server";
import { UPDATE_CUSTOMER_REQUEST_FIELDS } from "studio/updateCustomerRequest";
import { describe, expect, it } from "vitest";
import { DEFAULT_API_KEY, DEFAULT_CLIENT_APP } from "@/lib/server/http/config";
import { updateCustomerSchema } from "./schemas";
import { handleUpdateCustomer } from "./updateCustomer";

/**
 * update_customer's refusals, which answer before the database is opened: the request's own
 * fields (schemas.ts) and its answers (the lead-field table) are judged together, in one 422.
 */
const client = { api_key: DEFAULT_API_KEY, client_app: DEFAULT_CLIENT_APP };
const token = "t".repeat(32);

async function post(body: Record<string, unknown>) {
  const response = await handleUpdateCustomer(
    new NextRequest("http://localhost/api/update_customer", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe("POST /api/update_customer's split (spec 7's flat payload)", () => {
  it("checks as the request's own fields exactly the names every answer key is refused", () => {
    expect(Object.keys(updateCustomerSchema.fields).sort()).toEqual([...UPDATE_CUSTOMER_REQUEST_FIELDS].sort());
  });
});

describe("POST /api/update_customer refusals", () => {
  it("answers spec 5's messages for the lead fields", async () => {
    expect(
      await post({ ...client, token, zip: "1234", email: "maria@example", phone: "(111) 111-1111", first_name: "Ana" }),
    ).toEqual({
      status: 422,
      body: {
        error: "Some fields are not valid.",
        fields: {
          zip: "Please enter a valid zip.",
          email: "Please enter a valid email",
          phone: "Please Enter a Valid Phone",
        },
      },
    });
  });

  it("names a bad request field and a bad answer in the same answer", async () => {
    const reply = await post({ ...client, token: "short", zip: "11111", cert_url: "not a url", Score: 3 });
    expect(reply.status).toBe(422);
    expect(reply.body.fields).toEqual({
      token: "token is not a valid token.",
      cert_url: "cert_url must be a URL.",
      zip: "Please enter a valid zip.",
      Score: "Answer names are lower-case letters, digits and underscores.",
    });
  });

  it("refuses the poisons of the fuzz test: a bill that is not a number, a consent that is not true or false", async () => {
    expect((await post({ ...client, token, monthly_electricity_bill_amount: "lots" })).body.fields).toEqual({
      monthly_electricity_bill_amount: "Monthly Electricity Bill Must Be Numeric.",
    });
    expect((await post({ ...client, token, tcpa_accepted: "maybe" })).body.fields).toEqual({
      tcpa_accepted: "tcpa_accepted must be true or false.",
    });
  });

  it("checks the client before the answers (401)", async () => {
    expect(await post({ ...client, api_key: "stolen", token, zip: "1" })).toEqual({
      status: 401,
      body: { error: "The request is not from a known client.", fields: { api_key: "Unknown api_key." } },
    });
  });
});
