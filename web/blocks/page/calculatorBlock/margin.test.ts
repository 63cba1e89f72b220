import { describe, expect, it } from "vitest";
import { jobMargin } from "./margin";

const job = {
  systemWatts: 8000,
  equipmentCost: 9600,
  laborCost: 4800,
  otherCost: 2400,
  contractPrice: 28000,
  targetMarginPercent: 40,
};

describe("jobMargin", () => {
  it("adds the costs and works out profit, margin on price and markup on cost", () => {
    // $16,800 of cost sold for $28,000: $11,200 profit, 40% of the price, 66.67% on top of cost.
    const margin = jobMargin(job);
    expect(margin.totalCost).toBe(16800);
    expect(margin.grossProfit).toBe(11200);
    expect(margin.marginPercent).toBeCloseTo(40, 9);
    expect(margin.markupPercent).toBeCloseTo(66.6667, 3);
  });

  it("gives cost, price and profit per watt", () => {
    const margin = jobMargin(job);
    expect(margin.costPerWatt).toBeCloseTo(2.1, 9);
    expect(margin.pricePerWatt).toBeCloseTo(3.5, 9);
    expect(margin.profitPerWatt).toBeCloseTo(1.4, 9);
  });

  it("prices the job for a target margin: cost ÷ (1 − margin)", () => {
    expect(jobMargin({ ...job, targetMarginPercent: 30 }).priceForTargetMargin).toBeCloseTo(24000, 6);
    expect(jobMargin({ ...job, targetMarginPercent: 0 }).priceForTargetMargin).toBe(16800);
  });

  it("gives no price for a margin of 100% or more, which no price reaches", () => {
    expect(jobMargin({ ...job, targetMarginPercent: 100 }).priceForTargetMargin).toBeNull();
    expect(jobMargin({ ...job, targetMarginPercent: 120 }).priceForTargetMargin).toBeNull();
  });

  it("shows a loss as a negative profit and margin", () => {
    const margin = jobMargin({ ...job, contractPrice: 14000 });
    expect(margin.grossProfit).toBe(-2800);
    expect(margin.marginPercent).toBeCloseTo(-20, 9);
  });

  it("gives zero rather than dividing by zero for an empty job", () => {
    const margin = jobMargin({
      ...job,
      systemWatts: 0,
      equipmentCost: 0,
      laborCost: 0,
      otherCost: 0,
      contractPrice: 0,
    });
    expect(margin).toMatchObject({ marginPercent: 0, markupPercent: 0, costPerWatt: 0, pricePerWatt: 0 });
  });
});
