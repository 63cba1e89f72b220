import { isRequestField } from "studio/updateCustomerRequest";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "@/lib/server/leads/csv";
import { checkAnswers } from "./check";
import { LEAD_FIELDS, type LeadField, type LeadFieldKey, leadField } from "./fields";
import type { AnswerValue } from "./types";

/**
 * Issue 7 item 2: one test per lead field, with real values, of each column of its row:
 * normalisation, validation (through the server's check, with spec 5's messages character for
 * character), export column, PII class and where it is kept.
 */
type Case = Pick<LeadField, "exportColumn" | "pii" | "kept"> & {
  /** Text as given -> its stored form. */
  normalises: [given: string, stored: string][];
  /** Accepted by update_customer: value sent -> value stored. */
  accepts: [sent: AnswerValue, stored: AnswerValue][];
  /** Refused by update_customer with this message. */
  refuses: [sent: unknown, message: string][];
};

const FREE_FORM = "free-form: any short text, number or true/false";

const CASES: Record<LeadFieldKey, Case> = {
  first_name: {
    normalises: [["  María José ", "María José"]],
    accepts: [
      ["Maria", "Maria"],
      [" Nguyễn ", "Nguyễn"],
    ],
    refuses: [
      ["", "Please enter your first name."],
      ["  ", "Please enter your first name."],
      ["--", "Please enter your first name."],
      ["Shithead", "Please enter a valid name."],
    ],
    exportColumn: "first_name",
    pii: "contact",
    kept: "lead",
  },
  last_name: {
    normalises: [["Lopez, Jr. ", "Lopez, Jr."]],
    accepts: [
      ["O'Neil", "O'Neil"],
      ["Dickerson", "Dickerson"],
    ],
    refuses: [
      [" ", "Please enter your last name."],
      ["fuck", "Please enter a valid name."],
    ],
    exportColumn: "last_name",
    pii: "contact",
    kept: "lead",
  },
  email: {
    normalises: [[" maria.lopez@example.com ", "maria.lopez@example.com"]],
    accepts: [[" maria.lopez@example.com", "maria.lopez@example.com"]],
    refuses: [
      ["", "Email is required"],
      ["maria@example", "Please enter a valid email"],
      ["maria lopez@example.com", "Please enter a valid email"],
      ["maria@example.notatld", "Please enter a valid TLD"],
    ],
    exportColumn: "email",
    pii: "contact",
    kept: "lead",
  },
  phone: {
    normalises: [
      ["4805550142", "(480) 555-0142"],
      ["+1 480.555.0142", "(480) 555-0142"],
      ["(480) 555-0142", "(480) 555-0142"],
    ],
    accepts: [
      ["(480) 555-0142", "(480) 555-0142"],
      ["480-555-0142", "(480) 555-0142"],
    ],
    refuses: [
      ["", "Phone is required"],
      ["480555", "Phone must be at least 10 digits"],
      ["(111) 111-1111", "Please Enter a Valid Phone"],
    ],
    exportColumn: "phone",
    pii: "contact",
    kept: "lead",
  },
  street_address: {
    normalises: [
      [" ", ""],
      ["12 Oak Ave ", "12 Oak Ave"],
    ],
    accepts: [
      ["1204 E Camelback Rd", "1204 E Camelback Rd"],
      ["12 O’Neil Ave #4 ", "12 O’Neil Ave #4"],
    ],
    refuses: [
      [" ", "Street Address is Required."],
      ["12 Main St; DROP", "Invalid special characters."],
    ],
    exportColumn: "street_address",
    pii: "contact",
    kept: "lead",
  },
  city: {
    normalises: [["Paradise Valley", "Paradise Valley"]],
    accepts: [[" Phoenix ", "Phoenix"]],
    refuses: [[{ name: "Phoenix" }, "Must be text, a number or true/false."]],
    exportColumn: "city",
    pii: "location",
    kept: "lead",
  },
  state: {
    normalises: [["AZ", "AZ"]],
    accepts: [["AZ", "AZ"]],
    refuses: [
      ["Arizona", "state must be a two-letter code."],
      ["az", "state must be a two-letter code."],
    ],
    exportColumn: "state",
    pii: "location",
    kept: "lead",
  },
  zip: {
    normalises: [[" 85253", " 85253"]],
    accepts: [["85253", "85253"]],
    refuses: [
      ["", "Zip is required."],
      ["8525", "Please enter a valid zip."],
      [" 85253", "Please enter a valid zip."],
      ["11111", "Please enter a valid zip."],
    ],
    exportColumn: "zip",
    pii: "location",
    kept: "lead",
  },
  monthly_electricity_bill_amount: {
    normalises: [["1,250", "1,250"]],
    accepts: [
      [150, 150],
      ["1,250.50", "1,250.50"],
    ],
    refuses: [
      ["lots", "Monthly Electricity Bill Must Be Numeric."],
      ["$150", "Monthly Electricity Bill Must Be Numeric."],
      ["", "Is Required."],
    ],
    exportColumn: "monthly_electricity_bill_amount",
    pii: "none",
    kept: "lead",
  },
  monthly_electricity_bill: {
    normalises: [["between_100_150", "between_100_150"]],
    accepts: [["between_151_200", "between_151_200"]],
    refuses: [[["below_100"], "Must be text, a number or true/false."]],
    exportColumn: null,
    pii: "none",
    kept: "lead",
  },
  tcpa_accepted: {
    normalises: [["true", "true"]],
    accepts: [[false, false]],
    refuses: [
      ["maybe", "tcpa_accepted must be true or false."],
      [{}, "tcpa_accepted must be true or false."],
    ],
    exportColumn: null,
    pii: "none",
    kept: "lead",
  },
  provider: {
    normalises: [["Arizona Public Service (APS)", "Arizona Public Service (APS)"]],
    accepts: [["APS ", "APS"]],
    refuses: [["x".repeat(1001), "Must be at most 1000 characters."]],
    exportColumn: null,
    pii: "none",
    kept: "lead",
  },
  ssn: {
    normalises: [["123-45-6789", "123-45-6789"]],
    // The check stores the value; updateCustomer seals it (server/leads/sensitiveAnswers.ts).
    accepts: [["123-45-6789", "123-45-6789"]],
    refuses: [
      ["", "SSN is required."],
      ["123456789", "SSN must be at least 9 digits."],
      ["666-12-3456", "SSN cannot start with 000, 666 or 9"],
    ],
    exportColumn: null,
    pii: "sensitive",
    kept: "lead",
  },
  date_of_birth: {
    normalises: [[" 04/12/1980 ", "04/12/1980"]],
    accepts: [[" 04/12/1980", "04/12/1980"]],
    refuses: [
      ["", "Date of birth is required."],
      ["1980-04-12", "Enter the date of birth as MM/DD/YYYY."],
      [`01/01/${new Date().getUTCFullYear() - 5}`, "You must be at least 18 years old."],
    ],
    exportColumn: null,
    pii: "sensitive",
    kept: "lead",
  },
  annual_income: {
    normalises: [["from_50k_to_75k", "from_50k_to_75k"]],
    accepts: [["from_50k_to_75k", "from_50k_to_75k"]],
    refuses: [["$60,000", "annual_income must be one of the step's choices."]],
    exportColumn: null,
    pii: "sensitive",
    kept: "lead",
  },
  ip_address: {
    normalises: [["68.2.0.1", "68.2.0.1"]],
    accepts: [["68.2.0.1", "68.2.0.1"]],
    refuses: [[Number.NaN, "Must be a finite number."]],
    exportColumn: null,
    pii: "location",
    kept: "lead",
  },
  stateFullName: {
    normalises: [["Arizona", "Arizona"]],
    accepts: [],
    // The backend's answer names are snake_case: the browser keeps this one to itself (saveAnswers).
    refuses: [["Arizona", "Answer names are lower-case letters, digits and underscores."]],
    exportColumn: null,
    pii: "location",
    kept: "session",
  },
  phone_verified: {
    normalises: [],
    accepts: [],
    // Only a matching texted code sets it (api/phoneVerification.ts): a request's claim is refused.
    refuses: [[true, "phone_verified is set by the server, not by a request."]],
    exportColumn: null,
    pii: "none",
    kept: "server",
  },
};

describe("the lead-field table", () => {
  it("has a test case for every field, and the table's own order for the export", () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(LEAD_FIELDS).sort());
    const exported: string[] = Object.values(LEAD_FIELDS).flatMap((field) =>
      field.exportColumn ? [field.exportColumn] : [],
    );
    expect(CSV_COLUMNS.filter((column) => exported.includes(column))).toEqual(exported);
  });

  it("names no field after a field of the save request (spec 7's flat payload)", () => {
    expect(Object.keys(LEAD_FIELDS).filter(isRequestField)).toEqual([]);
  });

  describe.each(Object.entries(CASES) as [LeadFieldKey, Case][])("%s", (key, expected) => {
    const field = leadField(key) as LeadField;

    it(`normalises, validates (${field.validation ? "spec 5" : FREE_FORM}), exports and classifies`, async () => {
      for (const [given, stored] of expected.normalises) expect(field.normalise(given)).toBe(stored);
      for (const [sent, stored] of expected.accepts) {
        expect(await checkAnswers({ [key]: sent })).toEqual({ answers: { [key]: stored }, problems: {} });
      }
      for (const [sent, message] of expected.refuses) {
        expect((await checkAnswers({ [key]: sent })).problems).toEqual({ [key]: message });
      }
      expect(field.exportColumn).toBe(expected.exportColumn);
      if (expected.exportColumn) expect(CSV_COLUMNS).toContain(expected.exportColumn);
      expect(field.pii).toBe(expected.pii);
      expect(field.kept).toBe(expected.kept);
    });
  });
});
