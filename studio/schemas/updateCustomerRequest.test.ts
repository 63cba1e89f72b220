import { describe, expect, it } from "vitest";
import { answerKeyProblem, answersOfPayload, UPDATE_CUSTOMER_REQUEST_FIELDS } from "./updateCustomerRequest";

describe("update_customer's request fields (spec 7's flat payload)", () => {
  it("refuses an answer key that is one of the request's own fields", () => {
    for (const field of UPDATE_CUSTOMER_REQUEST_FIELDS) {
      expect(answerKeyProblem(field)).toBe(
        `"${field}" is a field of the save request itself (spec 7), so an answer cannot be named so.`,
      );
    }
    expect(answerKeyProblem("homeowner_renter")).toBe(true);
    expect(answerKeyProblem("roof_path")).toBe(true);
  });

  it("names spec 7's page context, keys, certification and the consent shown", () => {
    expect([...UPDATE_CUSTOMER_REQUEST_FIELDS].sort()).toEqual(
      [
        "api_key",
        "cert_url",
        "client_app",
        "domain",
        "href",
        "leadid_token",
        "origin",
        "path",
        "ping_url",
        "referrer",
        "tcpa_consent_text",
        "tcpa_consent_version",
        "token",
      ].sort(),
    );
  });

  it("takes a payload's answers out of it: every field that is not the request's own", () => {
    const payload = { token: "t", api_key: "k", path: "/savings/zip", zip: "85253", tcpa_accepted: true };
    expect(answersOfPayload(payload)).toEqual({ zip: "85253", tcpa_accepted: true });
  });
});
