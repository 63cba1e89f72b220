import { describe, expect, it } from "vitest";
import {
  amountForBill,
  BILL_BANDS,
  bandForAmount,
  billAnswers,
  isBillBand,
  parseBillAmount,
  REPRESENTATIVE_AMOUNT,
  storedBillAmount,
} from "./bill";

describe("bandForAmount", () => {
  it.each([
    [0, "below_100"],
    [99.99, "below_100"],
    [100, "between_100_150"],
    [150, "between_100_150"],
    [150.01, "between_151_200"],
    [151, "between_151_200"],
    [200, "between_151_200"],
    [200.5, "above_200"],
    [5000, "above_200"],
  ])("%s -> %s", (amount, band) => {
    expect(bandForAmount(amount)).toBe(band);
  });
});

describe("representative amounts", () => {
  it("lie inside their own band", () => {
    for (const band of BILL_BANDS) expect(bandForAmount(REPRESENTATIVE_AMOUNT[band])).toBe(band);
  });
});

describe("parseBillAmount", () => {
  it.each([
    [150, 150],
    ["150", 150],
    ["$150", 150],
    [" $1,234.50 ", 1234.5],
    ["$ 99", 99],
  ])("%j -> %s", (value, amount) => {
    expect(parseBillAmount(value)).toBe(amount);
  });

  it.each<[unknown]>([[""], ["abc"], ["-5"], [-5], [Number.NaN], [true], [null]])("%j is not an amount", (value) => {
    expect(parseBillAmount(value)).toBeNull();
  });
});

describe("amountForBill", () => {
  it("reads figures as written and bands as their representative amount", () => {
    expect(amountForBill("$180")).toBe(180);
    expect(amountForBill("between_100_150")).toBe(125);
    expect(amountForBill("above_200")).toBe(250);
    expect(amountForBill("a lot")).toBeNull();
    expect(isBillBand("below_100")).toBe(true);
    expect(isBillBand("below_50")).toBe(false);
  });
});

describe("billAnswers (the session keeps band and amount consistent)", () => {
  it("takes the band from an amount, over any band given with it", () => {
    expect(billAnswers({ monthly_electricity_bill_amount: "$180", monthly_electricity_bill: "below_100" })).toEqual({
      monthly_electricity_bill: "between_151_200",
      monthly_electricity_bill_amount: 180,
    });
  });

  it("takes a band alone as its representative amount, and a figure typed as the band as an amount", () => {
    expect(billAnswers({ monthly_electricity_bill: "above_200" })).toEqual({
      monthly_electricity_bill: "above_200",
      monthly_electricity_bill_amount: 250,
    });
    expect(billAnswers({ monthly_electricity_bill: "$90" })).toEqual({
      monthly_electricity_bill: "below_100",
      monthly_electricity_bill_amount: 90,
    });
  });

  it("clears both when either is cleared, and changes nothing for what is neither a band nor a figure", () => {
    const cleared = { monthly_electricity_bill: "", monthly_electricity_bill_amount: null };
    expect(billAnswers({ monthly_electricity_bill: "" })).toEqual(cleared);
    expect(billAnswers({ monthly_electricity_bill_amount: "" })).toEqual(cleared);
    expect(billAnswers({ monthly_electricity_bill: "lots" })).toEqual({});
    expect(billAnswers({ monthly_electricity_bill_amount: "lots" })).toEqual({});
    expect(billAnswers({ zip: "85253" })).toEqual({});
  });
});

describe("storedBillAmount (spec 4.1 step 2)", () => {
  it("reads a stored lead's bill text, keeping an exact amount inside its band", () => {
    expect(storedBillAmount({ monthly_electricity_bill: "between_100_150" })).toBe(125);
    expect(
      storedBillAmount({ monthly_electricity_bill: "between_100_150", monthly_electricity_bill_amount: 137 }),
    ).toBe(137);
    expect(
      storedBillAmount({ monthly_electricity_bill: "between_100_150", monthly_electricity_bill_amount: 400 }),
    ).toBe(125);
    expect(storedBillAmount({ monthly_electricity_bill: "$1,050" })).toBe(1050);
    expect(storedBillAmount({ monthly_electricity_bill_amount: 160 })).toBe(160);
    expect(storedBillAmount({})).toBeNull();
  });
});
