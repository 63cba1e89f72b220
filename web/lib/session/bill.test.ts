import { describe, expect, it } from "vitest";
import { amountForBill, BILL_BANDS, bandForAmount, isBillBand, parseBillAmount, REPRESENTATIVE_AMOUNT } from "./bill";

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
