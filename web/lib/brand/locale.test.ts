import { describe, expect, it } from "vitest";
import { localizedPath, splitLocale } from "./locale";

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
