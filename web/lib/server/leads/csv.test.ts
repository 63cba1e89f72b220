import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvHeader, csvRow } from "./csv";
import type { LeadRecord } from "./leadRecord";

const lead: LeadRecord = {
  lead_id: "5f0c2a9e-1b7d-4c3e-9a8f-0123456789ab",
  created_at: "2026-10-01T17:00:00.000Z",
  completed_at: "2026-10-01T17:05:00.000Z",
  product: "solar",
  category: "solar",
  flow_type: "/savings-mini",
  landing_url: "https://sunsaverprogram.com/savings-mini",
  landing_params: { utm_source: "google" },
  answers: {
    first_name: "Maria",
    last_name: "Lopez, Jr.",
    email: "maria@example.com",
    phone: "(480) 555-0142",
    street_address: "1204 E Camelback Rd",
    city: "Phoenix",
    state: "AZ",
    zip: "85253",
    monthly_electricity_bill_amount: 150,
    homeowner_renter: "homeowner",
  },
  consent: null,
};

describe("the buyer CSV", () => {
  it("keeps its columns, in order: the lead, the lead fields' export columns, utm_source, the consent", () => {
    expect(csvHeader()).toBe(
      "lead_id,created_at,completed_at,product,flow_type,first_name,last_name,email,phone,street_address,city," +
        "state,zip,monthly_electricity_bill_amount,utm_source,consent_text,consent_version,consent_accepted_at," +
        "consent_ip_address,consent_user_agent,consent_page_url,consent_cert_url,consent_ping_url," +
        "consent_leadid_token,consent_phone,answers_json",
    );
  });

  it("puts each lead field in its column and every answer in answers_json", () => {
    // Commas outside quotes separate the cells.
    const row = csvRow(lead).split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const cells = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, row[index]]));
    expect(cells).toMatchObject({
      first_name: "Maria",
      last_name: '"Lopez, Jr."',
      phone: "(480) 555-0142",
      state: "AZ",
      zip: "85253",
      monthly_electricity_bill_amount: "150",
      utm_source: "google",
      consent_text: "",
    });
    expect(cells.answers_json).toContain('""homeowner_renter"":""homeowner""');
  });
});
