import { FLOW_PREFIXES } from "studio/constants";
import { describe, expect, it } from "vitest";
import { shippedWords } from "@/lib/content/words.testing";
import { layoutFor } from "./layout";

describe("layoutFor (spec 2.7)", () => {
  it.each([
    ["/power-payback", "powerPayback"],
    ["/no-cost-solar", "noCostSolar"],
    ["/savings-slick", "solarReport"],
    ["/survey", "solarReport"],
    ["/verify", "solarReport"],
  ] as const)("%s → %s", (flowType, layout) => {
    expect(layoutFor(flowType)).toBe(layout);
  });

  it("gives every other flow the generic wrapper", () => {
    const special = new Set(["/power-payback", "/no-cost-solar", "/savings-slick", "/survey", "/verify"]);
    const others = FLOW_PREFIXES.filter((prefix) => !special.has(prefix));
    expect(others).toHaveLength(22);
    for (const prefix of others) expect(layoutFor(prefix), prefix).toBe("generic");
  });

  it("gives a page without a flow type, or an unknown or inherited name, the generic wrapper", () => {
    expect(layoutFor(null)).toBe("generic");
    expect(layoutFor(undefined)).toBe("generic");
    expect(layoutFor("/go-solar-savings")).toBe("generic");
    expect(layoutFor("toString")).toBe("generic");
  });
});

describe("layout words", () => {
  it("ship with the spec's English text word for word (content may change them)", () => {
    const words = shippedWords("stepWords", "en");
    expect(words.noCostSolarHero).toBe(
      "Solar panels + battery backup for no cost at install, see if you qualify below",
    );
    expect(words.solarReportTitle).toBe("Get Your Solar Report");
  });
});
