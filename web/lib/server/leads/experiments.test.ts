import { describe, expect, it } from "vitest";
import { assignExperiments, type RunningExperiment } from "./experiments";

const tokens = Array.from({ length: 4000 }, (_, index) => `tok_${index.toString(36).padStart(8, "0")}`);
const layout = (a: number, b: number): RunningExperiment => ({
  key: "results_layout",
  variants: [
    { key: "estimate_first", weight: a },
    { key: "comparison_first", weight: b },
  ],
});

describe("assignExperiments", () => {
  it("gives a token the same variants every time", () => {
    expect(assignExperiments("tok_abc", [layout(50, 50)])).toEqual(assignExperiments("tok_abc", [layout(50, 50)]));
  });

  it("splits new visitors by the variants' weights", () => {
    const share = (a: number, b: number) =>
      tokens.filter((token) => assignExperiments(token, [layout(a, b)]).results_layout === "comparison_first").length /
      tokens.length;
    expect(share(50, 50)).toBeCloseTo(0.5, 1);
    expect(share(75, 25)).toBeGreaterThan(0.21);
    expect(share(75, 25)).toBeLessThan(0.29);
    expect(share(100, 0)).toBe(0);
    expect(share(0, 1)).toBe(1);
  });

  it("assigns nothing for an experiment whose content does not hold together", () => {
    expect(assignExperiments("tok_abc", [layout(0, 0)])).toEqual({});
    expect(assignExperiments("tok_abc", [{ key: "Not A Key", variants: layout(1, 1).variants }])).toEqual({});
    expect(assignExperiments("tok_abc", [{ key: "solo", variants: [{ key: "only", weight: 5 }] }])).toEqual({});
    expect(assignExperiments("tok_abc", [])).toEqual({});
  });
});
