import { describe, expect, it } from "vitest";
import {
  digitsOnly,
  formatCompact,
  formatCurrency,
  formatDecimalInput,
  formatIntegerInput,
  formatNumber,
  parseNumber,
} from "./number";

describe("digitsOnly", () => {
  it("keeps only ASCII digits", () => {
    expect(digitsOnly("(555) 123-4567")).toBe("5551234567");
    expect(digitsOnly("+1 a.b 2")).toBe("12");
    expect(digitsOnly("")).toBe("");
  });
});

describe("formatIntegerInput (as typed)", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["7", "7"],
    ["1234", "1,234"],
    ["1234567", "1,234,567"],
    ["1,2345", "12,345"],
    ["12a34", "1,234"],
    ["007", "7"],
    ["-5", "5"],
  ])("%j -> %j", (raw, formatted) => {
    expect(formatIntegerInput(raw)).toBe(formatted);
  });
});

describe("formatDecimalInput (as typed, 2 places)", () => {
  it.each([
    ["", ""],
    ["1234", "1,234"],
    ["1234.", "1,234."],
    ["1234.5", "1,234.5"],
    ["1234.567", "1,234.56"],
    [".5", "0.5"],
    ["1.2.3", "1.23"],
    ["$1,234.99", "1,234.99"],
  ])("%j -> %j", (raw, formatted) => {
    expect(formatDecimalInput(raw)).toBe(formatted);
  });

  it("takes the number of places", () => {
    expect(formatDecimalInput("1.23456", 3)).toBe("1.234");
    expect(formatDecimalInput("1234.5", 0)).toBe("1,234");
  });
});

describe("parseNumber", () => {
  it.each([
    ["1,234", 1234],
    ["1,234.5", 1234.5],
    [" 42 ", 42],
    ["-3", -3],
    [".5", 0.5],
  ])("%j -> %d", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(["", "abc", "1.2.3", "1e3", "$5"])("%j -> NaN", (text) => {
    expect(parseNumber(text)).toBeNaN();
  });
});

describe("formatNumber", () => {
  it("separates thousands and limits decimals to 2", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234.5678)).toBe("1,234.57");
    expect(formatNumber(2.5)).toBe("2.5");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-9876.543)).toBe("-9,876.54");
    expect(formatNumber(1234.5678, 0)).toBe("1,235");
    expect(formatNumber(Number.NaN)).toBe("");
  });
});

describe("formatCompact (one decimal)", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [999, "999"],
    [12.34, "12.3"],
    [1000, "1K"],
    [1500, "1.5K"],
    [1234, "1.2K"],
    [12345, "12.3K"],
    [999949, "999.9K"],
    [999950, "1M"],
    [2300000, "2.3M"],
    [4_560_000_000, "4.6B"],
    [7e12, "7T"],
    [-1500, "-1.5K"],
  ])("%d -> %j", (value, formatted) => {
    expect(formatCompact(value)).toBe(formatted);
  });

  it("gives an empty string for non-finite numbers", () => {
    expect(formatCompact(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatCurrency (whole US dollars)", () => {
  it.each([
    [1234, "$1,234"],
    [0, "$0"],
    [1234.5, "$1,235"],
    [1234.49, "$1,234"],
    [1000000, "$1,000,000"],
    [-50, "-$50"],
  ])("%d -> %j", (value, formatted) => {
    expect(formatCurrency(value)).toBe(formatted);
  });

  it("gives an empty string for NaN", () => {
    expect(formatCurrency(Number.NaN)).toBe("");
  });
});
