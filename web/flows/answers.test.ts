import { describe, expect, it } from "vitest";
import { answerKeysFor, firstUnansweredPath, isAnswered } from "./answers";
import type { StepKind } from "./step";

describe("answerKeysFor", () => {
  it.each([
    ["singleChoiceInput", { answerKey: "homeowner_renter" }, ["homeowner_renter"]],
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
  ] satisfies [StepKind, { answerKey?: string }, string[]][])("%s → %j", (kind, input, keys) => {
    expect(answerKeysFor(kind, input)).toEqual(keys);
  });

  it("ignores an answerKey on steps whose field is fixed", () => {
    expect(answerKeysFor("zipInput", { answerKey: "something_else" })).toEqual(["zip"]);
  });

  it("needs nothing from a choice step whose content lacks its answerKey", () => {
    expect(answerKeysFor("singleChoiceInput")).toEqual([]);
    expect(answerKeysFor("yesNoInput", { answerKey: null })).toEqual([]);
  });

  it("throws for a kind it does not know (only reachable past the type checker)", () => {
    expect(() => answerKeysFor("sliderInput" as StepKind)).toThrow(/sliderInput/);
  });
});

describe("isAnswered", () => {
  it.each([
    ["yes", true],
    ["no", true],
    [0, true],
    [125, true],
    [true, true],
    [["email"], true],
    [undefined, false],
    [null, false],
    ["", false],
    [" ", false], // a single-space street address is stored as empty (spec 3)
    [[], false],
    [false, false], // flags such as phone_verified: false means the step is still to do
  ])("%j → %s", (value, answered) => {
    expect(isAnswered(value)).toBe(answered);
  });
});

describe("firstUnansweredPath", () => {
  const steps = ["homeowner-renter", "setting-expectation", "zip", "name", "results"].map((path) => ({ path }));
  const keys = {
    "homeowner-renter": ["homeowner_renter"],
    "setting-expectation": [],
    zip: ["zip"],
    name: ["first_name", "last_name"],
    results: [],
  };

  it("allows a deep link when every earlier step is answered", () => {
    const answers = { homeowner_renter: "homeowner", zip: "90001", first_name: "Ana", last_name: "Ruiz" };
    expect(firstUnansweredPath(steps, keys, answers, "results")).toBeNull();
  });

  it("sends the visitor to the first earlier step with a missing answer", () => {
    expect(firstUnansweredPath(steps, keys, {}, "results")).toBe("homeowner-renter");
    expect(firstUnansweredPath(steps, keys, { homeowner_renter: "homeowner" }, "results")).toBe("zip");
  });

  it("needs every key of a step: a first name alone does not answer the name step", () => {
    const answers = { homeowner_renter: "homeowner", zip: "90001", first_name: "Ana" };
    expect(firstUnansweredPath(steps, keys, answers, "results")).toBe("name");
  });

  it("skips informational steps and steps with no entry in the key map", () => {
    expect(firstUnansweredPath(steps, keys, { homeowner_renter: "homeowner" }, "zip")).toBeNull();
    expect(firstUnansweredPath(steps, {}, {}, "results")).toBeNull();
  });

  it("ignores the target's own answer and anything after it", () => {
    expect(firstUnansweredPath(steps, keys, {}, "homeowner-renter")).toBeNull();
  });

  it("checks only the steps before the target's first occurrence", () => {
    const repeated = ["zip", "name", "results", "name"].map((path) => ({ path }));
    expect(firstUnansweredPath(repeated, { zip: ["zip"], name: ["first_name"] }, { zip: "90001" }, "name")).toBeNull();
  });

  it("does not gate a path outside the flow", () => {
    expect(firstUnansweredPath(steps, keys, {}, "nowhere")).toBeNull();
  });

  it("does not read inherited properties as answers or keys", () => {
    const onlyConstructor = [{ path: "constructor" }, { path: "results" }];
    expect(firstUnansweredPath(onlyConstructor, {}, {}, "results")).toBeNull();
    expect(firstUnansweredPath(onlyConstructor, { constructor: ["toString"] }, {}, "results")).toBe("constructor");
  });
});
