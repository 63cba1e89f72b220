import { expect, it } from "vitest";
import { landingCtaHref } from "./ctaHref";

const defaults = { utmSource: "organic", didNumber: "8885550100" };

it("keeps the ad's query and adds the default utm_source and did_number", () => {
  expect(landingCtaHref("/savings-slick", "en", { utm_campaign: "x", gclid: "y" }, defaults)).toBe(
    "/savings-slick?utm_campaign=x&gclid=y&utm_source=organic&did_number=8885550100",
  );
});

it("leaves the ad's own utm_source and did_number as they are, and prefixes /es in Spanish", () => {
  expect(
    landingCtaHref(
      "/savings-slick",
      "es",
      { utm_source: "facebook", did_number: "6025550100", x: ["1", "2"] },
      defaults,
    ),
  ).toBe("/es/savings-slick?utm_source=facebook&did_number=6025550100&x=1");
});

it("encodes what a query could smuggle in", () => {
  expect(landingCtaHref("/savings-slick", "en", { "a&b": "c d" }, { utmSource: null, didNumber: null })).toBe(
    "/savings-slick?a%26b=c+d",
  );
});
