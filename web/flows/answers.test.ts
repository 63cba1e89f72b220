import { describe, expect, it } from "vitest";
import { firstUnansweredPath, isAnswered, isFlowAnswered } from "./answers";

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

describe("isFlowAnswered", () => {
  const steps = [{ path: "zip" }, { path: "results" }, { path: "trim-trees" }];
  const keys = { zip: ["zip"], results: [], "trim-trees": ["trim_trees"] };

  it("is true once every step's answers are given, steps without answers aside", () => {
    expect(isFlowAnswered(steps, keys, { zip: "85004" })).toBe(false);
    expect(isFlowAnswered(steps, keys, { zip: "85004", trim_trees: "no" })).toBe(true);
    expect(isFlowAnswered(steps, keys, { zip: " ", trim_trees: "no" })).toBe(false);
  });
});
