import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONFIG,
  type EstimateInput,
  EstimateInputError,
  estimateSavings,
  STATE_CODES,
  STATE_SOLAR_DATA,
} from "./index";

// Literal numbers below are copied from stateSolarData.ts and config.ts; the arithmetic is
// redone here by hand, independently of estimate.ts.
// Config: $2.90/W, losses 14% (×0.86), inverter 96% (×0.96), degradation 0.5%/yr (×0.995),
// price escalation 3%/yr (×1.03), 100% offset, 25 years.

/** Year-by-year savings for a hand calculation: min(production × 0.995^y, usage) × price × 1.03^y. */
function handSavings(productionKwh: number, usageKwh: number, pricePerKwh: number): number[] {
  return Array.from({ length: 25 }, (_, y) => Math.min(productionKwh * 0.995 ** y, usageKwh) * pricePerKwh * 1.03 ** y);
}

/** First year in which cumulative savings reach netCost, interpolated within that year. */
function handPayback(savings: number[], netCost: number): number | null {
  let cumulative = 0;
  for (const [y, saving] of savings.entries()) {
    if (cumulative + saving >= netCost) return y + (netCost - cumulative) / saving;
    cumulative += saving;
  }
  return null;
}

describe("estimateSavings: $150/month, purchase, installed 2026-11-21", () => {
  const base = { monthlyBill: 150, installDate: "2026-11-21", financing: "purchase" } as const;

  it("Arizona matches the hand calculation", () => {
    // Data file: AZ 14.91 c/kWh, 6.53 peak sun hours.
    const price = 0.1491; // $/kWh
    const usage = (150 * 12) / 0.1491; // 12,072.43 kWh
    const kwhPerKw = 6.53 * 365 * 0.86 * 0.96; // 1,967.78 kWh per kW DC
    const rawSize = usage / kwhPerKw; // 6.135 kW
    const size = 6.1; // rounded to 0.1 kW
    expect(Math.round(rawSize * 10) / 10).toBe(size);
    const cost = 6100 * 2.9; // $17,690
    const production = 6.1 * kwhPerKw; // 12,003.44 kWh (< usage, so all of it offsets purchases)
    const firstYear = production * price; // $1,789.71
    const savings = handSavings(production, usage, price);
    // Year savings / cumulative: y1 1,790 / 1,790 · y2 1,834 / 3,624 · y3 1,880 / 5,504
    //   y4 1,926 / 7,430 · y5 1,974 / 9,404 · y6 2,023 / 11,428 · y7 2,074 / 13,502
    //   y8 2,125 / 15,627 · y9 2,178 / 17,805 → the $17,690 cost is reached in year 9
    const payback = handPayback(savings, cost); // 8 + (17,690 − 15,627) / 2,178 = 8.95 → 8.9

    const estimate = estimateSavings({ ...base, state: "AZ" });
    expect(estimate.state).toBe("AZ");
    expect(estimate.pricePerKwh).toBeCloseTo(price, 10);
    expect(estimate.peakSunHours).toBe(6.53);
    expect(estimate.annualUsageKwh).toBe(Math.round(usage));
    expect(estimate.annualUsageKwh).toBe(12072);
    expect(estimate.systemSizeKw).toBe(size);
    expect(estimate.systemCost).toBe(17690);
    expect(estimate.systemCost).toBe(Math.round(cost));
    expect(estimate.annualProductionKwh).toBe(12003);
    expect(estimate.incentives).toEqual([]);
    expect(estimate.netCost).toBe(17690);
    expect(estimate.firstYearSavings).toBe(Math.round(firstYear));
    expect(estimate.firstYearSavings).toBe(1790);
    expect(estimate.savings25Year).toBeCloseTo(
      savings.reduce((a, b) => a + b, 0),
      -1,
    );
    expect(payback).not.toBeNull();
    expect(estimate.paybackYears).toBeCloseTo(payback ?? Number.NaN, 1);
    expect(estimate.paybackYears).toBe(8.9);
  });

  it("Washington matches the hand calculation", () => {
    // Data file: WA 11.90 c/kWh, 4.20 peak sun hours.
    const price = 0.119;
    const usage = (150 * 12) / 0.119; // 15,126.05 kWh
    const kwhPerKw = 4.2 * 365 * 0.86 * 0.96; // 1,265.64 kWh per kW DC
    const rawSize = usage / kwhPerKw; // 11.951 kW
    const size = 12; // rounded to 0.1 kW
    expect(Math.round(rawSize * 10) / 10).toBe(size);
    const cost = 12_000 * 2.9; // $34,800
    const production = 12 * kwhPerKw; // 15,187.74 kWh — slightly more than usage
    const firstYear = Math.min(production, usage) * price; // capped at usage: exactly the $1,800 of bills
    const savings = handSavings(production, usage, price);
    // From year 2 degradation takes production (15,111.8 kWh) below usage.
    // Cumulative: y1 1,800 · y5 9,490 · y10 20,227 · y15 32,366 · y16 34,978 (year 16: 2,612)
    const payback = handPayback(savings, cost); // 15 + (34,800 − 32,366) / 2,612 = 15.93 → 15.9

    const estimate = estimateSavings({ ...base, state: "WA" });
    expect(estimate.pricePerKwh).toBeCloseTo(price, 10);
    expect(estimate.peakSunHours).toBe(4.2);
    expect(estimate.annualUsageKwh).toBe(15126);
    expect(estimate.systemSizeKw).toBe(size);
    expect(estimate.systemCost).toBe(Math.round(cost));
    expect(estimate.systemCost).toBe(34800);
    expect(estimate.annualProductionKwh).toBe(15188);
    expect(estimate.netCost).toBe(34800);
    expect(estimate.firstYearSavings).toBe(Math.round(firstYear));
    expect(estimate.firstYearSavings).toBe(1800);
    expect(estimate.savings25Year).toBeCloseTo(
      savings.reduce((a, b) => a + b, 0),
      -1,
    );
    expect(payback).not.toBeNull();
    expect(estimate.paybackYears).toBeCloseTo(payback ?? Number.NaN, 1);
    expect(estimate.paybackYears).toBe(15.9);
  });

  it("pays back sooner in Arizona than in Washington", () => {
    const az = estimateSavings({ ...base, state: "AZ" });
    const wa = estimateSavings({ ...base, state: "WA" });
    expect(az.paybackYears).not.toBeNull();
    expect(wa.paybackYears).not.toBeNull();
    expect(az.paybackYears ?? Number.POSITIVE_INFINITY).toBeLessThan(wa.paybackYears ?? 0);
  });
});

describe("federal 25D credit", () => {
  const az = (installDate: string, financing: EstimateInput["financing"] = "purchase") =>
    estimateSavings({ monthlyBill: 150, state: "AZ", installDate, financing });

  it("is not offered for a purchase installed 2026-11-21", () => {
    const estimate = az("2026-11-21");
    expect(estimate.incentives.map((i) => i.id)).not.toContain("federal-25d");
    expect(estimate.netCost).toBe(estimate.systemCost);
  });

  it("is offered for a purchase installed 2025-06-01, at 30% of cost", () => {
    const estimate = az("2025-06-01");
    const credit = estimate.incentives.find((i) => i.id === "federal-25d");
    expect(credit).toBeDefined();
    expect(credit?.amount).toBe(Math.round(17690 * 0.3)); // $5,307
    expect(credit?.amount).toBe(Math.round(estimate.systemCost * 0.3));
    expect(estimate.netCost).toBe(17690 - 5307);
    // Lower net cost, same savings: earlier payback than the 2026 install.
    expect(estimate.paybackYears ?? Number.POSITIVE_INFINITY).toBeLessThan(az("2026-11-21").paybackYears ?? 0);
  });

  it("ends after 2025-12-31", () => {
    expect(az("2025-12-31").incentives.map((i) => i.id)).toContain("federal-25d");
    expect(az("2026-01-01").incentives).toEqual([]);
  });

  it("applies to loans but not leases", () => {
    expect(az("2025-06-01", "loan").incentives.map((i) => i.id)).toContain("federal-25d");
    expect(az("2025-06-01", "lease").incentives).toEqual([]);
  });

  it("is present in the configuration, marked as ending 2025-12-31", () => {
    const credit = DEFAULT_CONFIG.incentives.find((i) => i.id === "federal-25d");
    expect(credit).toMatchObject({ kind: "percentOfCost", amount: 0.3, availableUntilInstalledBy: "2025-12-31" });
  });

  it("honours state-specific and per-watt incentives from configuration", () => {
    const config = {
      ...DEFAULT_CONFIG,
      incentives: [
        ...DEFAULT_CONFIG.incentives,
        { id: "test", name: "Test", kind: "perWatt", amount: 0.1, appliesTo: ["purchase"], states: ["AZ"], notes: "" },
      ] as const,
    };
    const inAz = estimateSavings({ monthlyBill: 150, state: "AZ", installDate: "2026-11-21" }, config);
    expect(inAz.incentives).toEqual([{ id: "test", name: "Test", amount: 610 }]); // 6,100 W × $0.10
    expect(inAz.netCost).toBe(17690 - 610);
    const inWa = estimateSavings({ monthlyBill: 150, state: "WA", installDate: "2026-11-21" }, config);
    expect(inWa.incentives).toEqual([]);
  });
});

describe("input handling", () => {
  const valid: EstimateInput = { monthlyBill: 150, state: "AZ", installDate: "2026-11-21", financing: "purchase" };

  it.each([
    ["monthlyBill 0", { monthlyBill: 0 }],
    ["monthlyBill below 1", { monthlyBill: 0.99 }],
    ["monthlyBill above 10000", { monthlyBill: 10_000.01 }],
    ["monthlyBill negative", { monthlyBill: -150 }],
    ["monthlyBill NaN", { monthlyBill: Number.NaN }],
    ["monthlyBill Infinity", { monthlyBill: Number.POSITIVE_INFINITY }],
    ["monthlyBill as a string", { monthlyBill: "150" }],
    ["unknown state", { state: "XX" }],
    ["territory not in the data", { state: "PR" }],
    ["state name instead of code", { state: "Arizona" }],
    ["empty state", { state: "" }],
    ["unknown financing", { financing: "cash" }],
    ["invalid install date", { installDate: "2026-02-30" }],
    ["non-ISO install date", { installDate: "11/21/2026" }],
  ])("rejects %s", (_label, patch) => {
    expect(() => estimateSavings({ ...valid, ...patch } as EstimateInput)).toThrow(EstimateInputError);
  });

  it("accepts the bounds and a lower-case state code", () => {
    expect(estimateSavings({ ...valid, monthlyBill: 1 }).monthlyBill).toBe(1);
    expect(estimateSavings({ ...valid, monthlyBill: 10_000 }).monthlyBill).toBe(10_000);
    expect(estimateSavings({ ...valid, state: " az " }).state).toBe("AZ");
  });

  it("defaults to a purchase installed today, so 25D is not offered", () => {
    const estimate = estimateSavings({ monthlyBill: 150, state: "AZ" });
    expect(estimate.incentives).toEqual([]);
  });

  it("clamps the system size to 2–20 kW", () => {
    expect(estimateSavings({ ...valid, monthlyBill: 1 }).systemSizeKw).toBe(2);
    expect(estimateSavings({ ...valid, monthlyBill: 10_000 }).systemSizeKw).toBe(20);
  });

  it("returns a null payback when savings never cover the cost", () => {
    const estimate = estimateSavings({ ...valid, monthlyBill: 1, state: "WA" });
    // 2 kW (minimum) for a 101 kWh/yr home: savings are capped by usage.
    expect(estimate.paybackYears).toBeNull();
  });
});

describe("state data", () => {
  it("covers all 50 states and DC", () => {
    expect(STATE_CODES).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    expect(Object.keys(STATE_SOLAR_DATA).sort()).toEqual([...STATE_CODES].sort());
    expect(STATE_CODES).toContain("DC");
  });

  it.each(STATE_CODES)("%s has a price of 8–45 c/kWh and 2.5–7.5 peak sun hours", (code) => {
    const data = STATE_SOLAR_DATA[code];
    expect(data.residentialPriceCentsPerKwh).toBeGreaterThanOrEqual(8);
    expect(data.residentialPriceCentsPerKwh).toBeLessThanOrEqual(45);
    expect(data.peakSunHours).toBeGreaterThanOrEqual(2.5);
    expect(data.peakSunHours).toBeLessThanOrEqual(7.5);
    expect(data.name.length).toBeGreaterThan(0);
    expect(data.peakSunHoursBasis.length).toBeGreaterThan(0);
  });
});
