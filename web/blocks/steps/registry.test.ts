import { isRequestField } from "studio/updateCustomerRequest";
import { describe, expect, it } from "vitest";
import type { StepType } from "./block";
import { stepFromContent } from "./parts/contentStep.testing";
import { stepBlockOf, stepBlocks } from "./registry";
import type { StepInputOf } from "./types";

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

  it("names no fixed answer after a field of the save request (spec 7's flat payload)", () => {
    const fixed = Object.values(stepBlocks).flatMap((block) => block.answerKeys({}));
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.filter(isRequestField)).toEqual([]);
  });

  it("ignores an answerKey on steps whose field is fixed", () => {
    expect(stepBlockOf("zipInput").answerKeys({ answerKey: "something_else" })).toEqual(["zip"]);
  });

  it("needs nothing from a choice step whose content lacks its answerKey", () => {
    expect(stepBlockOf("singleChoiceInput").answerKeys({})).toEqual([]);
    expect(stepBlockOf("yesNoInput").answerKeys({ answerKey: null })).toEqual([]);
  });
});

describe("images a step shows, fetched on the step before", () => {
  it("are the results' listing logos, in the content's order, from the dataset", async () => {
    const { input } = await stepFromContent("results");
    const listings = input._type === "resultsInput" ? (input.competitors ?? []) : [];
    expect(listings.length).toBeGreaterThan(0);
    const images = stepBlockOf("resultsInput").images?.(input as StepInputOf<"resultsInput">);
    expect(images).toEqual(listings.map((listing) => listing.logo));
    for (const url of images ?? []) expect(url).toMatch(/^\/content-assets\/competitor-.+\.svg$/);
  });

  it("leave out a listing without a logo", () => {
    const input = {
      _type: "resultsInput",
      competitors: [{ logo: null }, { logo: "/a.svg" }],
    } as StepInputOf<"resultsInput">;
    expect(stepBlockOf("resultsInput").images?.(input)).toEqual(["/a.svg"]);
  });

  it("are none for a step that names none", () => {
    expect(stepBlockOf("phoneInput").images).toBeUndefined();
  });
});

describe("step registry", () => {
  it("names every descriptor under its own type", () => {
    for (const [type, block] of Object.entries(stepBlocks)) expect(block.type).toBe(type);
  });
});
