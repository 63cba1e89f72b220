import { describe, expect, it } from "vitest";
import { shippedWords } from "@/lib/content/words.testing";
import { flowTraitsOf } from "./flowTraits";

describe("flowTraitsOf (issue 61: a flow's category, offer, layout and results figures are content)", () => {
  it("takes the values content gives", () => {
    expect(
      flowTraitsOf({ category: "roof", offer: "gutter", layout: "solarReport", resultsFigures: "solar_lease" }),
    ).toEqual({ category: "roof", offer: "gutter", layout: "solarReport", figures: "solar_lease" });
  });

  it("gives a flow without them, or with values the code does not know, solar, the animated wrapper and no figures", () => {
    const defaults = { category: "solar", offer: "solar", layout: "generic", figures: "none" };
    expect(flowTraitsOf(null)).toEqual(defaults);
    expect(flowTraitsOf({})).toEqual(defaults);
    expect(
      flowTraitsOf({ category: "pool", offer: "toString", layout: "carousel", resultsFigures: "constructor" }),
    ).toEqual(defaults);
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
