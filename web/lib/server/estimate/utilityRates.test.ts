import { describe, expect, it } from "vitest";
import { utilityValueOf } from "@/lib/geo/utilityChoices";
import { utilitiesFor } from "@/lib/server/insights/utilities";
import { estimateForLead } from "./categoryEstimate";
import { estimateSavings } from "./estimate";
import { STATE_SOLAR_DATA } from "./stateSolarData";
import { UTILITY_RESIDENTIAL_PRICES, utilityCentsPerKwh } from "./utilityRates";

// The provider answers the utility question saves (the utility's name in snake case).
const LADWP = "los_angeles_department_of_water_and_power";
const SCE = "southern_california_edison";
const GLENDALE = "glendale_water_and_power";
const PENELEC = "penelec";

describe("utility rate table", () => {
  it("names only utilities the ZIP lookup offers in that state, once each", () => {
    const seen = new Set<string>();
    for (const { state, utility, centsPerKwh } of UTILITY_RESIDENTIAL_PRICES) {
      expect(utilitiesFor({ state }), `${utility} in ${state}`).toContain(utility);
      expect(seen.has(`${state} ${utility}`), utility).toBe(false);
      seen.add(`${state} ${utility}`);
      // An average residential price in cents: no U.S. utility averages under 5 or over 60.
      expect(centsPerKwh).toBeGreaterThan(5);
      expect(centsPerKwh).toBeLessThan(60);
    }
  });

  it("prices a known utility at its own rate and anything else at nothing", () => {
    expect(utilityCentsPerKwh("CA", utilityValueOf("Los Angeles Department of Water and Power (LADWP)"))).toBe(23.84);
    expect(utilityCentsPerKwh("CA", utilityValueOf("Pacific Gas & Electric (PG&E)"))).toBe(39.6);
    expect(utilityCentsPerKwh("CA", SCE)).toBe(32.4);
    expect(utilityCentsPerKwh("CA", "other_utility")).toBeNull();
    // A utility whose copy carries no single figure is left to the state average.
    expect(utilityCentsPerKwh("PA", PENELEC)).toBeNull();
    // A utility is priced in the state it serves there, not elsewhere; one serving two states
    // has each state's own figure.
    expect(utilityCentsPerKwh("NV", LADWP)).toBeNull();
    expect(utilityCentsPerKwh("DC", "pepco")).toBe(16.6);
    expect(utilityCentsPerKwh("MD", "pepco")).toBe(20.1);
    expect(utilityCentsPerKwh("CA", ["los_angeles_department_of_water_and_power"])).toBeNull();
    expect(utilityCentsPerKwh("CA", undefined)).toBeNull();
  });
});

describe("the chosen utility feeds the estimate (issue 58 item 2)", () => {
  const losAngeles = { monthlyBill: 150, state: "CA", installDate: "2026-11-21" } as const;

  it("prices LADWP and SCE each at its own rate", () => {
    const ladwp = estimateSavings({ ...losAngeles, provider: LADWP });
    const sce = estimateSavings({ ...losAngeles, provider: SCE });
    expect(ladwp.pricePerKwh).toBe(0.2384);
    expect(sce.pricePerKwh).toBe(0.324);
    // LADWP's cheaper kWh: the same bill buys more of them, so the home needs a bigger system,
    // which costs more and takes longer to pay back.
    expect(ladwp.annualUsageKwh).toBeGreaterThan(sce.annualUsageKwh);
    expect(ladwp.systemSizeKw).toBeGreaterThan(sce.systemSizeKw);
    expect(ladwp.netCost).toBeGreaterThan(sce.netCost);
    expect(ladwp.paybackYears ?? 0).toBeGreaterThan(sce.paybackYears ?? 0);
  });

  it("follows the rates both ways: Glendale's dearer kWh pays back sooner than LADWP's", () => {
    const glendale = estimateSavings({ ...losAngeles, provider: GLENDALE });
    const ladwp = estimateSavings({ ...losAngeles, provider: LADWP });
    expect(glendale.pricePerKwh).toBeGreaterThan(ladwp.pricePerKwh);
    expect(glendale.systemSizeKw).toBeLessThan(ladwp.systemSizeKw);
    expect(glendale.paybackYears ?? 0).toBeLessThan(ladwp.paybackYears ?? 0);
  });

  it("reads the lead's provider answer", () => {
    const answers = { zip: "90012", monthly_electricity_bill_amount: 150 };
    const solar = (provider?: string) => {
      const outcome = estimateForLead({ figures: "solar", answers: provider ? { ...answers, provider } : answers });
      if (!("estimate" in outcome) || outcome.estimate.kind !== "solar") throw new Error("no solar estimate");
      return outcome.estimate;
    };
    expect(solar(LADWP).pricePerKwh).toBe(0.2384);
    expect(solar("other_utility").pricePerKwh).toBe(solar().pricePerKwh);
    expect(solar().pricePerKwh).toBe(STATE_SOLAR_DATA.CA.residentialPriceCentsPerKwh / 100);
  });
});
