import { FLOW_PREFIXES } from "studio/constants";
import { describe, expect, it } from "vitest";
import { categoryOf, classifyPage, flowStepOf, flowTypeOf, offerCategoryOf, routeOf } from "./pageKind";

describe("classifyPage (spec 1 and 2.3)", () => {
  const table: [path: string, homeRoute: string, pageKind: string, flowType: string | null, category: string][] = [
    ["/", "/", "home", null, "solar"],
    ["/", "/savings", "leadGen", "/savings", "solar"],
    ["/", "/solar", "leadGen", "/solar", "solar"],
    ["/", "/power-payback", "leadGen", "/power-payback", "solar"],
    ["/", "/offer", "leadGen", "/offer", "roof"],
    ["/", "/roof", "leadGen", "/roof", "solar"],
    ["/", "/absolute-savings", "leadGen", "/absolute-savings", "solar"],
    ["/", "/go-solar-savings", "leadGen", null, "solar"],
    ["/savings/zip", "/", "leadGen", "/savings", "solar"],
    ["/savings", "/offer", "leadGen", "/savings", "solar"],
    ["/loans/zip", "/savings", "leadGen", "/loans", "solar_loans"],
    ["/offer/roof-age", "/", "leadGen", "/offer", "roof"],
    ["/roofing/roof_need_sheathing", "/", "leadGen", "/roofing", "roof"],
    ["/roof/zip", "/", "leadGen", "/roof", "solar"],
    ["/savings-text/pii", "/", "leadGen", "/savings-text", "solar"],
    ["/absolute-savings/pull-cash-out-of-home", "/", "leadGen", "/absolute-savings", "solar"],
    ["/legal/terms", "/savings", "landing", null, "solar"],
    ["/go-solar-savings", "/", "landing", null, "solar"],
    ["/go-solar-savings-slick", "/savings", "landing", null, "solar"],
    ["/solar-101", "/solar", "landing", null, "solar"],
    ["/savingsx/zip", "/", "landing", null, "solar"],
    ["/roofs", "/", "landing", null, "solar"],
    ["/customer", "/", "landing", null, "solar"],
  ];

  it.each(table)("%s on a brand whose home route is %s", (path, homeRoute, pageKind, flowType, category) => {
    expect(classifyPage(path, homeRoute)).toEqual({ pageKind, flowType, category });
  });

  it("treats every one of the 27 flow prefixes as lead-gen", () => {
    expect(FLOW_PREFIXES).toHaveLength(27);
    for (const prefix of FLOW_PREFIXES) {
      expect(classifyPage(`${prefix}/zip`, "/").pageKind).toBe("leadGen");
      expect(flowTypeOf(prefix)).toBe(prefix);
    }
  });
});

describe("categoryOf (spec 3)", () => {
  it("maps loans to solar_loans, offer and roofing to roof, everything else to solar", () => {
    const categories = Object.fromEntries(FLOW_PREFIXES.map((prefix) => [prefix, categoryOf(prefix)]));
    expect(Object.entries(categories).filter(([, category]) => category !== "solar")).toEqual([
      ["/loans", "solar_loans"],
      ["/offer", "roof"],
      ["/roofing", "roof"],
    ]);
    expect(categoryOf(null)).toBe("solar");
  });
});

describe("offerCategoryOf (issue 7 item 6)", () => {
  it("gives the roof, gutter, windows, warranty, security, bathroom and loans flows their own offer", () => {
    const offers = Object.fromEntries(FLOW_PREFIXES.map((prefix) => [prefix, offerCategoryOf(prefix)]));
    expect(Object.entries(offers).filter(([, offer]) => offer !== "solar")).toEqual([
      ["/loans", "solar_loans"],
      ["/offer", "roof"],
      ["/roofing", "roof"],
      ["/home-warranty", "home_warranty"],
      ["/home-security", "home_security"],
      ["/roof", "roof"],
      ["/windows", "windows"],
      ["/gutter", "gutter"],
      ["/bathroom-remodel", "bathroom_remodel"],
    ]);
  });

  it("agrees with the spec's category wherever the spec names one", () => {
    for (const prefix of FLOW_PREFIXES) {
      const spec = categoryOf(prefix);
      if (spec !== "solar") expect(offerCategoryOf(prefix)).toBe(spec);
    }
  });

  it("reads a stored flow type or a step path, and is solar when nothing is known", () => {
    expect(offerCategoryOf("/gutter/type-of-gutter")).toBe("gutter");
    expect(offerCategoryOf(null)).toBe("solar");
    expect(offerCategoryOf(undefined)).toBe("solar");
    expect(offerCategoryOf("/not-a-flow")).toBe("solar");
  });
});

describe("routeOf (which route renders a public path)", () => {
  it.each([
    ["/", "home"],
    ["/savings-mini", "flow"],
    ["/savings-mini/homeowner-renter", "flow"],
    ["/savings-mini/homeowner-renter/extra", "page"],
    ["/legal/privacy-policy", "page"],
    ["/ad-copy-guidelines", "page"],
    // A visitor cannot reach the internal route segments by typing them.
    ["/flow/savings-mini/zip", "page"],
    ["/page/legal/privacy-policy", "page"],
    ["/landing/go-solar-savings-slick", "page"],
    ["/account/customer", "page"],
    ["/customer", "account"],
    ["/customers", "account"],
    ["/sign-in", "account"],
    ["/reset-password", "account"],
    ["/admin", "account"],
    ["/leads", "account"],
    ["/earning", "account"],
    ["/customer-stories", "page"],
    ["/go-solar-savings-slick", "landing"],
    ["/go-solar-savings-slick/", "landing"],
    ["/go-solar-savings-slick/x", "page"],
    ["/go-solar-savings", "landing"],
    ["/go-solar-slick", "landing"],
    ["/homeowner-hack", "landing"],
  ])("%s -> %s", (path, route) => {
    expect(routeOf(path)).toBe(route);
  });

  it("names the flow and the step of a flow path", () => {
    expect(flowStepOf(["savings-mini", "zip"])).toEqual({ flowType: "/savings-mini", step: "zip" });
    expect(flowStepOf(["savings-mini"])).toEqual({ flowType: "/savings-mini", step: null });
    expect(flowStepOf(["legal", "privacy-policy"])).toBeNull();
  });
});
