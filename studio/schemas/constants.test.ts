import { describe, expect, it } from "vitest";
import { FLOW_PREFIXES, HOME_ROUTES } from "./constants";
import { formatPhone } from "./format";

describe("spec constants", () => {
  it("lists the 27 flow prefixes of spec 2.1, in order", () => {
    expect(FLOW_PREFIXES.join(", ")).toBe(
      "/savings, /savings-fcc, /savings-slick, /savings-mini, /savings-short, /survey, /verify, /solar, /power-payback, /no-cost-solar, /loans, /offer, /roofing, /cut-electric-bill, /absolute-savings, /savings-v2, /home-warranty, /home-security, /roof, /windows, /gutter, /mall, /savings-combined, /bathroom-remodel, /savings-text, /la-mall, /free-report",
    );
  });

  it("lists the brand home routes of spec 2.3", () => {
    expect(HOME_ROUTES.join(", ")).toBe(
      "/solar, /, /savings, /go-solar-savings, /power-payback, /offer, /absolute-savings, /roof",
    );
  });

  it("formats a 10-digit phone as (xxx) xxx-xxxx (spec 5)", () => {
    expect(formatPhone("8885550100")).toBe("(888) 555-0100");
  });
});
