import { describe, expect, it } from "vitest";
import { isPhoneVerificationStep, isResultsStep, progressPercent, showsProgress } from "./progress";

describe("progressPercent (spec 2.7: round(100 · ln(position + 1.65) / ln(total + 1)))", () => {
  it.each([
    // ln(1.65) = 0.5008, ln(12) = 2.4849 → 100 · 0.5008 / 2.4849 = 20.15 → 20
    [0, 11, 20],
    // ln(2.65) = 0.9746, ln(12) = 2.4849 → 39.22 → 39
    [1, 11, 39],
    // ln(6.65) = 1.8946, ln(12) = 2.4849 → 76.24 → 76
    [5, 11, 76],
    // last of 11: ln(11.65) = 2.4553, ln(12) = 2.4849 → 98.81 → 99 (the bar never quite reaches 100)
    [10, 11, 99],
    // /free-report, 9 steps: ln(1.65) = 0.5008, ln(10) = 2.3026 → 21.75 → 22
    [0, 9, 22],
    // ln(9.65) = 2.2670, ln(10) = 2.3026 → 98.45 → 98
    [8, 9, 98],
    // /no-cost-solar, 25 steps: ln(1.65) = 0.5008, ln(26) = 3.2581 → 15.37 → 15
    [0, 25, 15],
    // /absolute-savings, 43 steps: ln(1.65) = 0.5008, ln(44) = 3.7842 → 13.23 → 13
    [0, 43, 13],
    // one-step flow: ln(1.65) = 0.5008, ln(2) = 0.6931 → 72.25 → 72
    [0, 1, 72],
  ])("position %i of %i → %i", (position, total, percent) => {
    expect(progressPercent(position, total)).toBe(percent);
  });

  it("clamps below 0: an absent step (-1) gives ln(0.65) = -0.4308 → -17 → 0", () => {
    expect(progressPercent(-1, 11)).toBe(0);
    expect(progressPercent(-5, 11)).toBe(0); // ln of a negative number is NaN
  });

  it("clamps above 100: position 20 of 11 gives ln(21.65) / ln(12) = 3.0750 / 2.4849 → 124 → 100", () => {
    expect(progressPercent(20, 11)).toBe(100);
  });

  it("is 0 for an empty flow instead of dividing by ln(1) = 0", () => {
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe("showsProgress (spec 2.7)", () => {
  const question = { kind: "singleChoiceInput", path: "homeowner-renter" } as const;

  it("shows on a question page once a customer token exists", () => {
    expect(showsProgress({ token: "tok_1", ...question })).toBe(true);
  });

  it("hides without a token", () => {
    expect(showsProgress({ token: null, ...question })).toBe(false);
    expect(showsProgress({ token: undefined, ...question })).toBe(false);
    expect(showsProgress({ token: "", ...question })).toBe(false);
  });

  it("hides on results, found by kind or by path", () => {
    expect(showsProgress({ token: "t", kind: "resultsInput", path: "generating-report" })).toBe(false);
    expect(showsProgress({ token: "t", kind: null, path: "results" })).toBe(false);
  });

  it("hides on phone verification, found by kind or by path", () => {
    expect(showsProgress({ token: "t", kind: "phoneVerificationInput", path: "verify-code" })).toBe(false);
    expect(showsProgress({ token: "t", kind: undefined, path: "phone-verification" })).toBe(false);
  });

  it("still shows on interstitial and phone-number pages", () => {
    expect(showsProgress({ token: "t", kind: "interstitialInput", path: "loading" })).toBe(true);
    expect(showsProgress({ token: "t", kind: "phoneInput", path: "phone" })).toBe(true);
  });
});

describe("page kind checks", () => {
  it("tell results and phone verification apart from other steps", () => {
    expect(isResultsStep({ kind: "zipInput", path: "zip" })).toBe(false);
    expect(isPhoneVerificationStep({ kind: "phoneInput", path: "phone" })).toBe(false);
  });
});
