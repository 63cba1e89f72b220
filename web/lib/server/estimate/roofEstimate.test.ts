import { describe, expect, it } from "vitest";
import { estimateRoof } from "./roofEstimate";

// Expected figures are worked out by hand from the method in roofEstimate.ts:
// roof area = living area / storeys × 1.2 (sloped) or × 1.05 (flat); asphalt $4.50–$7.50/sq ft,
// metal $9–$16, tile $10–$20, flat membrane $6–$12; low rounded down, high up, to $100.

const offer = {
  homeowner_renter: "homeowner",
  home_area: "from_1500_to_2000_sqft",
  home_storeys: "one",
  roof_type: "asphalt_shingle",
  roof_layers: "one",
  need_sheathing: "no",
  add_gutters: "no",
};

describe("estimateRoof: /offer and /roofing answers", () => {
  it("prices a one-storey 1,500–2,000 sq ft home's asphalt roof at $8,100–$18,000", () => {
    // Roof 1,800–2,400 sq ft: 1,800 × $4.50 = $8,100; 2,400 × $7.50 = $18,000.
    expect(estimateRoof(offer)).toEqual({
      kind: "roof",
      low: 8100,
      high: 18000,
      material: "asphalt_shingle",
      materialAssumed: false,
      homeAreaSqFt: { low: 1500, high: 2000 },
      homeAreaAssumed: false,
      storeys: 1,
      storeysAssumed: false,
      roofAreaSqFt: { low: 1800, high: 2400 },
      includes: [],
    });
  });

  it("halves the roof for two storeys and prices metal higher", () => {
    // Footprint 1,000–1,500, roof 1,200–1,800: 1,200 × $9 = $10,800; 1,800 × $16 = $28,800.
    const estimate = estimateRoof({
      ...offer,
      home_area: "from_2000_to_3000_sqft",
      home_storeys: "two",
      roof_type: "metal",
    });
    expect(estimate).toMatchObject({ low: 10800, high: 28800, roofAreaSqFt: { low: 1200, high: 1800 }, storeys: 2 });
  });

  it("treats a flat roof as a membrane with little slope", () => {
    // Roof 1,050–1,575: 1,050 × $6 = $6,300; 1,575 × $12 = $18,900.
    const estimate = estimateRoof({ ...offer, home_area: "from_1000_to_1500_sqft", roof_type: "flat" });
    expect(estimate).toMatchObject({ low: 6300, high: 18900, material: "flat_membrane" });
  });

  it("adds a second layer's tear-off, a new deck and gutters when the answers ask for them", () => {
    // Base $8,100–$18,000; extra layer +1,800 × $1 / +2,400 × $2 → $9,900–$22,800;
    // deck +1,800 × $2.50 / +2,400 × $4 → $14,400–$32,400;
    // gutters: perimeter 3·√(2 × 1,500) = 164.3 ft × $8 = $1,314.53 and 3·√(2 × 2,000) = 189.7 ft × $15
    // = $2,846.05 → $15,714.53–$35,246.05 → $15,700–$35,300.
    const estimate = estimateRoof({ ...offer, roof_layers: "two", need_sheathing: "yes", add_gutters: "yes" });
    expect(estimate).toMatchObject({ low: 15700, high: 35300 });
    expect(estimate?.includes).toEqual(["extra_layer_tear_off", "sheathing", "gutters"]);
  });

  it("tears off two extra layers for three or more", () => {
    const two = estimateRoof({ ...offer, roof_layers: "two" });
    const three = estimateRoof({ ...offer, roof_layers: "three_or_more" });
    // +1,800 × $1 × 2 and +2,400 × $2 × 2 over the base.
    expect(three).toMatchObject({ low: 8100 + 3600, high: 18000 + 9600 });
    expect((three?.high ?? 0) - (two?.high ?? 0)).toBe(4800);
  });

  it("rounds the low end down and the high end up to $100", () => {
    // Footprint 350–500, roof 420–600: 420 × $4.50 = $1,890 → $1,800; 600 × $7.50 = $4,500.
    expect(estimateRoof({ ...offer, home_area: "under_1000_sqft", home_storeys: "two" })).toMatchObject({
      low: 1800,
      high: 4500,
    });
  });

  it("costs more for a bigger home and a dearer material", () => {
    const small = estimateRoof({ ...offer, home_area: "from_1000_to_1500_sqft" });
    const big = estimateRoof({ ...offer, home_area: "over_3000_sqft" });
    expect(big?.low ?? 0).toBeGreaterThan(small?.low ?? Number.POSITIVE_INFINITY);
    expect(big?.high ?? 0).toBeGreaterThan(small?.high ?? Number.POSITIVE_INFINITY);
    const slate = estimateRoof({ ...offer, roof_material: "slate" });
    expect(slate?.low ?? 0).toBeGreaterThan(estimateRoof(offer)?.high ?? Number.POSITIVE_INFINITY);
  });
});

describe("estimateRoof: /roof answers and what it assumes", () => {
  it("prices the material wanted on a typical home when the size was not asked", () => {
    // /roof asks no size: 1,500–2,000 sq ft, one storey → roof 1,800–2,400 × $10–$20.
    const estimate = estimateRoof({ roofing_work: "full_replacement", roof_material: "tile" });
    expect(estimate).toMatchObject({
      low: 18000,
      high: 48000,
      material: "tile",
      materialAssumed: false,
      homeAreaAssumed: true,
      storeysAssumed: true,
    });
  });

  it("prefers the material wanted (roof_material) to the roof there now (roof_type)", () => {
    expect(estimateRoof({ ...offer, roof_material: "metal" })?.material).toBe("metal");
  });

  it.each([["not_sure"], ["other"], [""]])("assumes asphalt shingles when the material is %j", (material) => {
    const estimate = estimateRoof({ ...offer, roof_type: material });
    expect(estimate).toMatchObject({ material: "asphalt_shingle", materialAssumed: true, low: 8100, high: 18000 });
  });

  it("ignores answers that are not among the step's choices", () => {
    const estimate = estimateRoof({
      home_area: "huge",
      home_storeys: 2,
      roof_type: "toString",
      roof_layers: "__proto__",
    });
    expect(estimate).toMatchObject({
      homeAreaAssumed: true,
      storeysAssumed: true,
      materialAssumed: true,
      includes: [],
    });
  });

  it.each([["repair"], ["inspection"]])("gives no replacement price for a %s", (work) => {
    expect(estimateRoof({ roofing_work: work, roof_material: "metal" })).toBeNull();
  });

  it("prices new construction like a replacement", () => {
    expect(estimateRoof({ roofing_work: "new_construction", roof_material: "tile" })?.low).toBe(18000);
  });
});
