import { describe, expect, it } from "vitest";
import { salesCommission } from "./commission";

describe("salesCommission", () => {
  it("pays the spread over redline on every watt, splits it with the setter and charges the leads per closed deal", () => {
    // 8 kW sold at $3.60/W on a $2.90/W redline: $0.70 × 8,000 W = $5,600; a 20% setter split
    // leaves $4,480; $50 leads at a 25% close rate cost $200 a deal.
    expect(
      salesCommission({
        systemSizeKw: 8,
        pricePerWatt: 3.6,
        redlinePerWatt: 2.9,
        setterSplitPercent: 20,
        leadCost: 50,
        closeRatePercent: 25,
      }),
    ).toEqual({
      systemWatts: 8000,
      grossCommission: expect.closeTo(5600, 6),
      setterShare: expect.closeTo(1120, 6),
      closerCommission: expect.closeTo(4480, 6),
      leadCostPerDeal: 200,
      net: expect.closeTo(4280, 6),
      netPerWatt: expect.closeTo(0.535, 6),
    });
  });

  it("pays nothing, rather than charging the rep, for a deal sold under redline", () => {
    const result = salesCommission({
      systemSizeKw: 6,
      pricePerWatt: 2.5,
      redlinePerWatt: 2.9,
      setterSplitPercent: 0,
      leadCost: 0,
      closeRatePercent: 100,
    });
    expect(result.grossCommission).toBe(0);
    expect(result.net).toBe(0);
  });

  it("can be negative when the leads cost more than the deal pays", () => {
    const result = salesCommission({
      systemSizeKw: 5,
      pricePerWatt: 3,
      redlinePerWatt: 2.95,
      setterSplitPercent: 0,
      leadCost: 100,
      closeRatePercent: 10,
    });
    expect(result.closerCommission).toBeCloseTo(250, 6);
    expect(result.leadCostPerDeal).toBe(1000);
    expect(result.net).toBeCloseTo(-750, 6);
  });
});
