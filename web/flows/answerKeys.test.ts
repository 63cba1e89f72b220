import { describe, expect, it } from "vitest";
import { answerKeysBefore, answerKeysByPath } from "./answerKeys";
import type { FlowStep } from "./step";

const steps: FlowStep[] = [
  { path: "homeowner-renter", slug: "homeowner-renter", kind: "singleChoiceInput", answerKey: "homeowner_renter" },
  { path: "zip", slug: "zip", kind: "zipInput", answerKey: null },
  { path: "name", slug: "name", kind: "nameInput" },
  { path: "results", slug: "results", kind: "resultsInput" },
];

describe("answer keys of a flow", () => {
  it("maps each path to the fields its step type fills", () => {
    expect(answerKeysByPath(steps)).toEqual({
      "homeowner-renter": ["homeowner_renter"],
      zip: ["zip"],
      name: ["first_name", "last_name"],
      results: [],
    });
  });

  it("collects the fields of the steps before a position", () => {
    expect([...answerKeysBefore(steps, answerKeysByPath(steps), 2)]).toEqual(["homeowner_renter", "zip"]);
    expect([...answerKeysBefore(steps, answerKeysByPath(steps), 0)]).toEqual([]);
  });
});
