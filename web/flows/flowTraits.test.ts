import { describe, expect, it } from "vitest";
import { shippedWords } from "@/lib/content/words.testing";
import { flowTraitsOf } from "./flowTraits";

describe("flowTraitsOf (issue 61: a flow's category, offer and layout are content)", () => {
  it("takes the values content gives", () => {
    expect(flowTraitsOf({ category: "roof", offer: "gutter", layout: "solarReport" })).toEqual({
      category: "roof",
      offer: "gutter",
      layout: "solarReport",
    });
  });

  it("gives a flow without them, or with values the code does not know, solar and the animated wrapper", () => {
    const defaults = { category: "solar", offer: "solar", layout: "generic" };
    expect(flowTraitsOf(null)).toEqual(defaults);
    expect(flowTraitsOf({})).toEqual(defaults);
    expect(flowTraitsOf({ category: "pool", offer: "toString", layout: "carousel" })).toEqual(defaults);
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
