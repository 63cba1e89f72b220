import { describe, expect, it } from "vitest";
import type { StepType } from "./block";
import { stepBlockOf, stepBlocks } from "./registry";

describe("answer keys of each step type", () => {
  it.each([
    ["singleChoiceInput", { answerKey: "homeowner_renter" }, ["homeowner_renter"]],
    ["multiChoiceInput", { answerKey: "bathroom_safety_features" }, ["bathroom_safety_features"]],
    ["yesNoInput", { answerKey: "hoa_property" }, ["hoa_property"]],
    ["contactInput", { answerKey: "contact_preference" }, ["contact_preference"]],
    ["creditRatingInput", {}, ["credit_rating"]],
    ["zipInput", {}, ["zip"]],
    ["zipConfirmInput", {}, ["zip"]],
    ["addressInput", {}, ["street_address"]],
    ["nameInput", {}, ["first_name", "last_name"]],
    ["emailInput", {}, ["email"]],
    ["phoneInput", {}, ["phone"]],
    ["monthlyBillInput", {}, ["monthly_electricity_bill_amount"]],
    ["piiInput", {}, ["first_name", "last_name", "email", "phone"]],
    ["criteriaInput", {}, ["meets_criteria"]],
    ["phoneVerificationInput", {}, ["phone_verified"]],
    ["settingExpectationInput", {}, []],
    ["requestQuoteInput", {}, []],
    ["interstitialInput", {}, []],
    ["resultsInput", {}, []],
  ] satisfies [StepType, { answerKey?: string }, string[]][])("%s → %j", (kind, input, keys) => {
    expect(stepBlockOf(kind).answerKeys(input)).toEqual(keys);
  });

  it("ignores an answerKey on steps whose field is fixed", () => {
    expect(stepBlockOf("zipInput").answerKeys({ answerKey: "something_else" })).toEqual(["zip"]);
  });

  it("needs nothing from a choice step whose content lacks its answerKey", () => {
    expect(stepBlockOf("singleChoiceInput").answerKeys({})).toEqual([]);
    expect(stepBlockOf("yesNoInput").answerKeys({ answerKey: null })).toEqual([]);
  });
});

describe("step registry", () => {
  it("names every descriptor under its own type", () => {
    for (const [type, block] of Object.entries(stepBlocks)) expect(block.type).toBe(type);
  });
});
