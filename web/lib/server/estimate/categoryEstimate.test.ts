import { describe, expect, it } from "vitest";
import { estimateForLead } from "./categoryEstimate";
import { estimateSavings } from "./estimate";

const estimateOf = (outcome: ReturnType<typeof estimateForLead>) => ("estimate" in outcome ? outcome.estimate : null);

describe("estimateForLead: solar flows", () => {
  it("estimates from the typed ZIP's state when the IP lookup stored none (85004, $150)", () => {
    const outcome = estimateForLead({
      figures: "solar",
      answers: { zip: "85004", monthly_electricity_bill_amount: 150 },
    });
    // The same figures as the solar estimate for Arizona, with the kind added in front.
    expect(estimateOf(outcome)).toEqual({ kind: "solar", ...estimateSavings({ monthlyBill: 150, state: "AZ" }) });
    expect(estimateOf(outcome)).toMatchObject({ state: "AZ", systemSizeKw: 6.1 });
  });

  it("prefers the typed ZIP to a stored state from the IP lookup", () => {
    const outcome = estimateForLead({
      figures: "solar",
      answers: { zip: "85004", state: "WA", monthly_electricity_bill_amount: "$150" },
    });
    expect(estimateOf(outcome)).toMatchObject({ kind: "solar", state: "AZ", monthlyBill: 150 });
  });

  it("falls back to the stored state when the ZIP is unknown", () => {
    const outcome = estimateForLead({
      figures: "solar",
      answers: { zip: "00000", state: "WA", monthly_electricity_bill_amount: 150 },
    });
    expect(estimateOf(outcome)).toMatchObject({ kind: "solar", state: "WA" });
  });

  it("names what is missing: the bill, the state, or both", () => {
    expect(estimateForLead({ figures: "solar", answers: {} })).toEqual({
      missing: {
        monthly_electricity_bill_amount: "The monthly bill is not known yet.",
        state: "The state is not known yet.",
      },
    });
    expect(
      estimateForLead({ figures: "solar", answers: { zip: "85004", monthly_electricity_bill_amount: 0 } }),
    ).toEqual({
      missing: { monthly_electricity_bill_amount: "The monthly bill is not known yet." },
    });
  });

  it("refuses a bill outside the estimate's range, and a territory without solar data, as missing", () => {
    expect(
      estimateForLead({ figures: "solar", answers: { zip: "85004", monthly_electricity_bill_amount: 20_000 } }),
    ).toEqual({ missing: { monthly_electricity_bill_amount: "The monthly bill must be between $1 and $10,000." } });
    expect(
      estimateForLead({ figures: "solar", answers: { state: "PR", monthly_electricity_bill_amount: 150 } }),
    ).toEqual({ missing: { state: "There is no solar data for this state." } });
  });
});

describe("estimateForLead: other figures", () => {
  it("a roof's figures are a roof price range", () => {
    const outcome = estimateForLead({
      figures: "roof",
      answers: { home_area: "from_1500_to_2000_sqft", home_storeys: "one", roof_type: "asphalt_shingle" },
    });
    expect(estimateOf(outcome)).toMatchObject({ kind: "roof", low: 8100, high: 18000 });
  });

  it("answers none for a roof repair", () => {
    expect(estimateForLead({ figures: "roof", answers: { roofing_work: "repair" } })).toEqual({
      estimate: { kind: "none" },
    });
  });

  it("a loan's figures are a monthly payment, and name the loan amount while it is missing", () => {
    const outcome = estimateForLead({
      figures: "loan",
      answers: { loan_purpose: "solar", loan_amount: "from_10k_to_25k" },
    });
    expect(estimateOf(outcome)).toMatchObject({ kind: "loan", monthlyPayment: 146, aprPercent: 7.99 });
    expect(estimateForLead({ figures: "loan", answers: {} })).toEqual({
      missing: { loan_amount: "The loan amount is not known yet." },
    });
  });

  it("no figures answer none, even with a solar bill and a state on file", () => {
    const outcome = estimateForLead({
      figures: "none",
      answers: { zip: "85004", monthly_electricity_bill_amount: 150 },
    });
    expect(outcome).toEqual({ estimate: { kind: "none" } });
  });
});
