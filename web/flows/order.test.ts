import { describe, expect, it } from "vitest";
import { firstStepPath, nextPath, pathAfter, positionOf, previousPath, stepUrl } from "./order";

const flow = (...paths: string[]) => paths.map((path) => ({ path }));

// /cut-electric-bill's shape in small: /savings ends "…, name, results, trim-trees" and the flow appends name, email, results.
const repeated = flow("zip", "email", "name", "results", "trim-trees", "name", "email", "results");

describe("positionOf", () => {
  it("gives the 0-based index of a step", () => {
    expect(positionOf(flow("zip", "name", "results"), "name")).toBe(1);
  });

  it("resolves a repeated step to its first occurrence", () => {
    expect(positionOf(repeated, "name")).toBe(2);
    expect(positionOf(repeated, "results")).toBe(3);
  });

  it("is -1 for a path not in the flow", () => {
    expect(positionOf(flow("zip"), "email")).toBe(-1);
  });

  it("never matches a step whose path is missing", () => {
    expect(positionOf([{ path: null }, { path: "zip" }], "zip")).toBe(1);
  });
});

describe("nextPath / previousPath", () => {
  const steps = flow("zip", "name", "results");

  it("moves one step along the list", () => {
    expect(nextPath(steps, "zip")).toBe("name");
    expect(previousPath(steps, "results")).toBe("name");
  });

  it("is null at the ends and for unknown paths", () => {
    expect(nextPath(steps, "results")).toBeNull();
    expect(previousPath(steps, "zip")).toBeNull();
    expect(nextPath(steps, "nowhere")).toBeNull();
    expect(previousPath(steps, "nowhere")).toBeNull();
  });

  it("navigates a repeated step from its first occurrence", () => {
    expect(nextPath(repeated, "name")).toBe("results");
    expect(previousPath(repeated, "name")).toBe("email");
  });

  it("does not enter the repeated tail, which would loop back to its first occurrence", () => {
    expect(nextPath(repeated, "trim-trees")).toBeNull();
  });

  it("visits every distinct path exactly once from the first step", () => {
    const visited: string[] = [];
    for (let path = firstStepPath(repeated); path !== null; path = nextPath(repeated, path)) visited.push(path);
    expect(visited).toEqual(["zip", "email", "name", "results", "trim-trees"]);
  });
});

describe("firstStepPath", () => {
  it("is the first step, or null for an empty flow", () => {
    expect(firstStepPath(flow("homeowner-renter", "zip"))).toBe("homeowner-renter");
    expect(firstStepPath([])).toBeNull();
  });
});

describe("stepUrl", () => {
  it("puts the path under the prefix", () => {
    expect(stepUrl("/savings", "zip", "en")).toBe("/savings/zip");
  });

  it("puts /es in front for Spanish", () => {
    expect(stepUrl("/savings", "zip", "es")).toBe("/es/savings/zip");
  });

  it("does not double slashes a path or prefix was written with", () => {
    expect(stepUrl("/absolute-savings", "/pull-cash-out-of-home", "en")).toBe(
      "/absolute-savings/pull-cash-out-of-home",
    );
    expect(stepUrl("savings/", "zip", "en")).toBe("/savings/zip");
  });

  it("keeps paths with underscores as they are (/roofing)", () => {
    expect(stepUrl("/roofing", "roof_need_sheathing", "es")).toBe("/es/roofing/roof_need_sheathing");
  });
});

describe("pathAfter (issue 58 item 1: the last step leads somewhere)", () => {
  const step = (path: string, kind: string) => ({ path, kind });

  it("is the next step while there is one", () => {
    expect(pathAfter([step("zip", "zipInput"), step("results", "resultsInput")], "zip")).toBe("results");
  });

  it("leads from a last step after the results back to the results", () => {
    const savings = [step("name", "nameInput"), step("results", "resultsInput"), step("trim-trees", "yesNoInput")];
    expect(pathAfter(savings, "trim-trees")).toBe("results");
  });

  it("ends at results that close the flow, and in a flow without results", () => {
    expect(pathAfter([step("phone", "phoneInput"), step("results", "resultsInput")], "results")).toBeNull();
    expect(
      pathAfter([step("email", "emailInput"), step("generating-report", "interstitialInput")], "generating-report"),
    ).toBeNull();
    expect(pathAfter([step("results", "resultsInput")], "elsewhere")).toBeNull();
  });
});
