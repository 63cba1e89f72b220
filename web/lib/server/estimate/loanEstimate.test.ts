import { describe, expect, it } from "vitest";
import { estimateLoan, monthlyPayment } from "./loanEstimate";

describe("monthlyPayment", () => {
  it("matches textbook amortisation figures", () => {
    // $100,000 at 6% over 30 years: $599.55. $10,000 at 12% over 5 years: $222.44.
    expect(monthlyPayment(100_000, 6, 360)).toBeCloseTo(599.55, 2);
    expect(monthlyPayment(10_000, 12, 60)).toBeCloseTo(222.44, 2);
  });

  it("divides evenly at 0% APR", () => {
    expect(monthlyPayment(12_000, 0, 120)).toBe(100);
  });
});

describe("estimateLoan: the /loans flow's answers", () => {
  it("prices a $10,000–$25,000 solar loan at $17,500, 7.99% APR over 20 years", () => {
    // r = 0.0799 / 12; 17,500 · r / (1 − (1 + r)^−240) = $146.27.
    expect(estimateLoan({ loan_purpose: "solar", loan_amount: "from_10k_to_25k" })).toEqual({
      kind: "loan",
      monthlyPayment: 146,
      amount: 17500,
      amountBand: "from_10k_to_25k",
      purpose: "solar",
      aprPercent: 7.99,
      termMonths: 240,
    });
  });

  it.each([
    // purpose, amount band, payment (hand-computed with the formula above)
    ["home_improvement", "from_25k_to_50k", 538], // $37,500 at 11.99% over 10 years: $537.80
    ["roof_replacement", "from_50k_to_100k", 1076], // $75,000 at 11.99% over 10 years: $1,075.60
    ["debt_consolidation", "under_10k", 167], // $7,500 at 11.99% over 5 years: $166.80
    ["refinance", "over_100k", 649], // $100,000 at 6.75% over 30 years: $648.60
  ])("%s, %s -> $%i a month", (purpose, band, payment) => {
    expect(estimateLoan({ loan_purpose: purpose, loan_amount: band })?.monthlyPayment).toBe(payment);
  });

  it("uses the home-improvement terms when the purpose is other, missing or unknown", () => {
    for (const purpose of ["other", undefined, "toString", 7]) {
      const estimate = estimateLoan({ loan_purpose: purpose as string, loan_amount: "from_10k_to_25k" });
      expect(estimate).toMatchObject({ aprPercent: 11.99, termMonths: 120, monthlyPayment: 251 });
      expect(estimate?.purpose).toBeNull();
    }
  });

  it.each([[undefined], [""], ["a lot"], [25000], ["hasOwnProperty"]])(
    "has nothing to say until the amount is one of the step's choices (%j)",
    (amount) => {
      expect(estimateLoan({ loan_purpose: "solar", loan_amount: amount as string })).toBeNull();
    },
  );
});
