import { describe, expect, it } from "vitest";
import { checkAnswers } from "./check";

/** The rules every answer meets, lead field or free-form (fields.test.ts has each field's own). */
describe("checkAnswers", () => {
  it("stores free-form answers as sent: text trimmed, numbers and true/false as they are", async () => {
    expect(await checkAnswers({ homeowner_renter: " homeowner ", roof_age: 12, has_quote: false })).toEqual({
      answers: { homeowner_renter: "homeowner", roof_age: 12, has_quote: false },
      problems: {},
    });
  });

  it("never erases a saved answer with an empty one: empty text and null are not stored", async () => {
    expect(await checkAnswers({ homeowner_renter: "  ", credit_rating: null, city: "" })).toEqual({
      answers: {},
      problems: {},
    });
  });

  it("refuses answer names that are not snake_case", async () => {
    expect((await checkAnswers({ "Bad Name": "x", "": "y" })).problems).toEqual({
      "Bad Name": "Answer names are lower-case letters, digits and underscores.",
      "(empty)": "Answer names are lower-case letters, digits and underscores.",
    });
  });

  it("refuses more than 80 answers in one request", async () => {
    const many = Object.fromEntries(Array.from({ length: 81 }, (_, index) => [`answer_${index}`, "yes"]));
    expect((await checkAnswers(many)).problems).toEqual({ body: "At most 80 answers per request." });
  });

  it("names every bad answer at once, lead field or free-form", async () => {
    const { problems } = await checkAnswers({
      zip: "1234",
      phone: "(111) 111-1111",
      email: "maria@example",
      first_name: "Ana",
      notes: { text: "x" },
    });
    expect(problems).toEqual({
      zip: "Please enter a valid zip.",
      phone: "Please Enter a Valid Phone",
      email: "Please enter a valid email",
      notes: "Must be text, a number or true/false.",
    });
  });

  it("keeps a validated field's type as sent: a number stays a number, a text its checked text", async () => {
    expect(await checkAnswers({ monthly_electricity_bill_amount: 150, tcpa_accepted: true, zip: "85253" })).toEqual({
      answers: { monthly_electricity_bill_amount: 150, tcpa_accepted: true, zip: "85253" },
      problems: {},
    });
  });

  it("names the wrong type of a validated field as yup words it", async () => {
    const { problems } = await checkAnswers({ monthly_electricity_bill_amount: { amount: 150 } });
    expect(problems.monthly_electricity_bill_amount).toMatch(
      /^monthly_electricity_bill_amount must be a `string` type/,
    );
  });
});
