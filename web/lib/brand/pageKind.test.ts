import { describe, expect, it } from "vitest";
import { SPEC_FLOW_PREFIXES } from "@/tests/specFlows";
import { classifyHome, flowStepOf, flowTypeOf, routeOf } from "./pageKind";

/** The flows content holds: the spec's, and one an editor published after the build. */
const flows = new Set<string>([...SPEC_FLOW_PREFIXES, "/savings-quick"]);

describe("flowTypeOf (spec 2.3: the path prefix of a known flow)", () => {
  it.each([
    ["/savings/zip", "/savings"],
    ["/loans/zip", "/loans"],
    ["/roofing/roof_need_sheathing", "/roofing"],
    ["/savings-text/pii", "/savings-text"],
    ["/absolute-savings/pull-cash-out-of-home", "/absolute-savings"],
    ["/savings-quick/zip", "/savings-quick"],
    ["/legal/terms", null],
    ["/go-solar-savings", null],
    ["/solar-101", null],
    ["/savingsx/zip", null],
    ["/roofs", null],
    ["/customer", null],
  ])("%s -> %s", (path, flowType) => {
    expect(flowTypeOf(path, flows)).toBe(flowType);
  });

  it("knows every one of the spec's 27 flows, and a flow only while content holds it", () => {
    expect(SPEC_FLOW_PREFIXES).toHaveLength(27);
    for (const prefix of SPEC_FLOW_PREFIXES) expect(flowTypeOf(`${prefix}/zip`, flows)).toBe(prefix);
    expect(flowTypeOf("/savings-quick", new Set(SPEC_FLOW_PREFIXES))).toBeNull();
  });
});

describe("classifyHome (spec 1 and 2.3)", () => {
  it.each([
    ["/", null, "home", null],
    ["/savings", "/savings", "leadGen", "/savings"],
    ["/offer", "/offer", "leadGen", "/offer"],
    // A landing screen as home route: lead-gen, without a flow type.
    ["/go-solar-savings", null, "leadGen", null],
  ] as const)("/ on a brand whose home route is %s", (homeRoute, homeFlow, pageKind, flowType) => {
    expect(classifyHome(homeRoute, homeFlow)).toEqual({ pageKind, flowType });
  });
});

describe("routeOf (which route renders a public path)", () => {
  it.each([
    ["/", "home"],
    ["/savings-mini", "flow"],
    ["/savings-mini/homeowner-renter", "flow"],
    ["/savings-quick/homeowner-renter", "flow"],
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
    expect(routeOf(path, flows)).toBe(route);
  });

  it("sends a flow's paths to the page route once content no longer holds it", () => {
    expect(routeOf("/savings-quick/zip", new Set(SPEC_FLOW_PREFIXES))).toBe("page");
  });

  it("reads the flow route's path as the flow and the step", () => {
    expect(flowStepOf(["savings-mini", "zip"])).toEqual({ flowType: "/savings-mini", step: "zip" });
    expect(flowStepOf(["savings-mini"])).toEqual({ flowType: "/savings-mini", step: null });
    expect(flowStepOf(["savings-mini", "zip", "x"])).toBeNull();
    expect(flowStepOf([])).toBeNull();
  });
});
