import { describe, expect, it } from "vitest";
import { referralCommission } from "./commission";

describe("a referrer's commission", () => {
  it("is the setter's 20% of the calculator's default deal: (3.60 − 2.90) × 8,000 W × 20% = $1,120", () => {
    expect(referralCommission("Data Collection")).toEqual({ amount: 1120, status: "expected" });
  });

  it("is earned from the Contract stage on", () => {
    expect(referralCommission("Design").status).toBe("expected");
    expect(referralCommission("Contract").status).toBe("earned");
    expect(referralCommission("PTO").status).toBe("earned");
  });
});
