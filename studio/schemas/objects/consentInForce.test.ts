import { describe, expect, it } from "vitest";
import { consentInForce } from "./consentInForce";

describe("consentInForce", () => {
  it("names the version in force and the day it took effect", () => {
    expect(consentInForce("2026-10-01", "2026-10-01")).toBe(
      "TCPA consent in force: version 2026-10-01, since October 1, 2026",
    );
  });

  it("says what is missing rather than inventing a date", () => {
    expect(consentInForce("2026-10-01", undefined)).toBe(
      "TCPA consent in force: version 2026-10-01 (no effective date set)",
    );
    expect(consentInForce(undefined, undefined)).toBe("No TCPA consent published yet");
  });
});
