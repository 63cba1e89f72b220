import { describe, expect, it } from "vitest";
import { flowTraitsOf } from "@/flows/flowTraits";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { FLOW_TRAITS_QUERY } from "@/lib/content/queries";
import { estimateForLead } from "./categoryEstimate";
import { estimateSavings } from "./estimate";
import { estimateLease } from "./leaseEstimate";

/** The results figures of a flow of the embedded dataset (content, issue 61). */
const figuresOf = async (prefix: string) =>
  flowTraitsOf(await createEmbeddedSource().fetch(FLOW_TRAITS_QUERY, { prefix }, [])).figures;

describe("estimateLease: solar for no cost at install (issue 58 item 3)", () => {
  it("charges nothing at install and prices the power 20% under the state's rate", () => {
    const purchase = estimateSavings({ monthlyBill: 150, state: "AZ" });
    const lease = estimateLease(purchase);
    expect(lease).toMatchObject({ kind: "solar_lease", installCost: 0, escalatorPercent: 2.9, monthlyBill: 150 });
    expect(lease.ratePerKwh).toBeCloseTo(purchase.pricePerKwh * 0.8, 10);
    // Worked by hand: the payment is the year's production at that rate, a month.
    expect(lease.monthlyPayment).toBe(Math.round((purchase.annualProductionKwh * purchase.pricePerKwh * 0.8) / 12));
  });

  it("saves the bill's covered part less the payment, a month", () => {
    const purchase = estimateSavings({ monthlyBill: 150, state: "AZ" });
    const covered = Math.min(purchase.annualProductionKwh, purchase.annualUsageKwh);
    const billAfter = ((purchase.annualUsageKwh - covered) * purchase.pricePerKwh) / 12;
    const payment = (purchase.annualProductionKwh * purchase.pricePerKwh * 0.8) / 12;
    const lease = estimateLease(purchase);
    expect(lease.monthlySaving).toBe(Math.round(150 - billAfter - payment));
    expect(lease.monthlySaving).toBeGreaterThan(0);
    expect(lease.monthlySaving).toBeLessThan(150);
  });

  it("is what /no-cost-solar's results show in the shipped content; other solar flows keep the purchase", async () => {
    const answers = { zip: "85004", monthly_electricity_bill_amount: 150 };
    const noCost = estimateForLead({ figures: await figuresOf("/no-cost-solar"), answers });
    expect("estimate" in noCost && noCost.estimate.kind).toBe("solar_lease");
    const savings = estimateForLead({ figures: await figuresOf("/savings"), answers });
    expect("estimate" in savings && savings.estimate.kind).toBe("solar");
  });

  it("names what is missing as the purchase does", () => {
    expect(estimateForLead({ figures: "solar_lease", answers: {} })).toEqual({
      missing: {
        monthly_electricity_bill_amount: "The monthly bill is not known yet.",
        state: "The state is not known yet.",
      },
    });
  });
});
