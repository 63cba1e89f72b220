import { describe, expect, inject, it } from "vitest";
import { CONSENT_VERSION, completeLead, consentFor, get, newCustomer, post } from "./support/api";

const baseUrl = inject("baseUrl");
const PHONE = "(480) 555-0142";
const NOT_SHOWN = "The consent text and version must be the ones this site shows.";

describe("consent evidence is the consent the site shows (issue 57: text and version from the client unchecked)", () => {
  it("refuses a consent text that names the phone but is not the site's, and a version it does not show", async () => {
    const { token } = await newCustomer(baseUrl);
    const made = await post(baseUrl, "/api/update_customer", {
      ...completeLead(token),
      tcpa_consent_text: `I agreed to nothing, but here is ${PHONE}.`,
    });
    expect(made).toMatchObject({ status: 422, body: { fields: { tcpa_consent_text: NOT_SHOWN } } });
    const oldVersion = await post(baseUrl, "/api/update_customer", {
      ...completeLead(token),
      tcpa_consent_version: "1999-01-01",
    });
    expect(oldVersion).toMatchObject({ status: 422, body: { fields: { tcpa_consent_text: NOT_SHOWN } } });
    const otherBrand = await post(baseUrl, "/api/update_customer", {
      ...completeLead(token),
      tcpa_consent_text: consentFor(PHONE, "TopRoof Pros"),
    });
    expect(otherBrand.status).toBe(422);
    // Nothing was kept: the lead is as it was.
    expect((await get(baseUrl, `/api/lead?token=${token}`)).body).toEqual({ token });
  });

  it("takes the site's consent in English or in Spanish, with its version", async () => {
    for (const locale of ["en", "es"] as const) {
      const { token } = await newCustomer(baseUrl);
      const made = await post(baseUrl, "/api/update_customer", {
        ...completeLead(token),
        tcpa_consent_text: consentFor(PHONE, "SunSaver Program", locale),
        tcpa_consent_version: CONSENT_VERSION,
      });
      expect(made.status, locale).toBe(200);
    }
  });
});
