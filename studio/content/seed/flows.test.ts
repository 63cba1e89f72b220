import { describe, expect, it } from "vitest";
import { brands } from "./brands";
import { flows } from "./flows";
import { landingPages } from "./landingPages";

const prefixOf = (flow: (typeof flows)[number]) => (flow.prefix as { current: string }).current;
const byPrefix = new Map(flows.map((flow) => [prefixOf(flow), flow]));

/** The spec's flows are seeded content (issue 61): these pin the seed to the spec. */
describe("the seeded flows", () => {
  it("are the 27 flow prefixes of spec 2.1, in order", () => {
    expect(flows.map(prefixOf).join(", ")).toBe(
      "/savings, /savings-fcc, /savings-slick, /savings-mini, /savings-short, /survey, /verify, /solar, /power-payback, /no-cost-solar, /loans, /offer, /roofing, /cut-electric-bill, /absolute-savings, /savings-v2, /home-warranty, /home-security, /roof, /windows, /gutter, /mall, /savings-combined, /bathroom-remodel, /savings-text, /la-mall, /free-report",
    );
  });

  it("send spec 3's category: solar_loans for the loans flow, roof for the offer and roofing flows, else solar", () => {
    const categories = Object.fromEntries(flows.map((flow) => [prefixOf(flow), flow.category]));
    expect(Object.entries(categories).filter(([, category]) => category !== "solar")).toEqual([
      ["/loans", "solar_loans"],
      ["/offer", "roof"],
      ["/roofing", "roof"],
    ]);
  });

  it("offer what they sell (issue 7 item 6): the spec's category where it is not solar, and each side offer its own", () => {
    expect(
      Object.fromEntries(flows.filter((flow) => flow.offer !== "solar").map((flow) => [prefixOf(flow), flow.offer])),
    ).toEqual({
      "/loans": "solar_loans",
      "/offer": "roof",
      "/roofing": "roof",
      "/roof": "roof",
      "/gutter": "gutter",
      "/windows": "windows",
      "/home-warranty": "home_warranty",
      "/home-security": "home_security",
      "/bathroom-remodel": "bathroom_remodel",
    });
  });

  it("have spec 2.7's layouts: power payback, no-cost solar, the solar report for slick, survey and verify", () => {
    expect(
      Object.fromEntries(
        flows.filter((flow) => flow.layout !== "generic").map((flow) => [prefixOf(flow), flow.layout]),
      ),
    ).toEqual({
      "/savings-slick": "solarReport",
      "/survey": "solarReport",
      "/verify": "solarReport",
      "/power-payback": "powerPayback",
      "/no-cost-solar": "noCostSolar",
    });
  });

  it("show the results figures of what they offer (issue 58 item 3): a lease or PPA for no-cost solar", () => {
    const figures = Object.fromEntries(flows.map((flow) => [prefixOf(flow), flow.resultsFigures]));
    const withFigures = (kind: string) =>
      Object.entries(figures)
        .filter(([, figure]) => figure === kind)
        .map(([prefix]) => prefix);
    expect(withFigures("solar_lease")).toEqual(["/no-cost-solar"]);
    expect(withFigures("roof")).toEqual(["/offer", "/roofing", "/roof"]);
    expect(withFigures("loan")).toEqual(["/loans"]);
    expect(withFigures("none")).toEqual([
      "/home-warranty",
      "/home-security",
      "/windows",
      "/gutter",
      "/bathroom-remodel",
    ]);
    // Every other flow sells solar and shows a purchase's figures.
    for (const flow of flows.filter(
      (candidate) => candidate.offer === "solar" && prefixOf(candidate) !== "/no-cost-solar",
    ))
      expect(flow.resultsFigures, prefixOf(flow)).toBe("solar");
  });

  it("list five companies of their own offer on their results", () => {
    const withResults = flows.filter((flow) => flow.listings);
    expect(withResults.map(prefixOf)).not.toContain("/free-report");
    expect(withResults).toHaveLength(26);
    for (const flow of withResults) {
      const listings = (flow.listings as { _ref: string }[]).map((listing) => listing._ref);
      expect(listings, prefixOf(flow)).toHaveLength(5);
      if (flow.offer === "solar") expect(listings[0]).toBe("competitor.own");
      else expect(listings[0]).toBe(`competitor.${flow.offer}.own`);
    }
  });
});

describe("the seeded brands' home routes", () => {
  it("are those spec 2.3 lists", () => {
    const pathOf = (ref: string | undefined) => {
      if (!ref) return "/";
      const flow = flows.find((doc) => doc._id === ref);
      return flow ? prefixOf(flow) : (landingPages.find((doc) => doc._id === ref)?.path as string);
    };
    const routes = new Set(brands.map((brand) => pathOf((brand.home as { _ref: string } | undefined)?._ref)));
    expect([...routes].sort()).toEqual(
      ["/solar", "/", "/savings", "/go-solar-savings", "/power-payback", "/offer", "/absolute-savings", "/roof"].sort(),
    );
    expect(byPrefix.size).toBe(27);
  });
});
