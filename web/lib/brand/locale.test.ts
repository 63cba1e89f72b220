import { describe, expect, it } from "vitest";
import { contentHref, localizedPath, splitLocale } from "./locale";

describe("splitLocale (spec 9: Spanish prefix /es)", () => {
  it.each([
    ["/", "en", "/"],
    ["/es", "es", "/"],
    ["/es/", "es", "/"],
    ["/es/savings-slick/zip", "es", "/savings-slick/zip"],
    ["/esquire", "en", "/esquire"],
    ["/savings/es", "en", "/savings/es"],
  ])("%s", (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it("round-trips with localizedPath", () => {
    for (const path of ["/", "/savings/zip", "/legal/terms"]) {
      for (const locale of ["en", "es"] as const) {
        expect(splitLocale(localizedPath(locale, path))).toEqual({ locale, path });
      }
    }
  });
});

describe("contentHref", () => {
  it("puts a site path in the visitor's language, and leaves other links as written", () => {
    expect(contentHref("es", "/solar-101")).toBe("/es/solar-101");
    expect(contentHref("en", "/solar-101")).toBe("/solar-101");
    expect(contentHref("es", "tel:+18885550101")).toBe("tel:+18885550101");
  });

  it("links the English-only partner portal in English (issue 58 item 12)", () => {
    expect(contentHref("es", "/leads")).toBe("/leads");
    expect(contentHref("es", "/earning")).toBe("/earning");
    expect(contentHref("es", "/leadsX")).toBe("/es/leadsX");
  });
});
