import { describe, expect, it } from "vitest";
import { isUsStateCode, stateCodeFor, stateNameFor, US_STATES, type UsStateCode } from "./usStates";

const TERRITORIES = ["AS", "FM", "GU", "MH", "MP", "PW", "PR", "VI"] as const;

describe("US states (50 states, DC and territories AS, FM, GU, MH, MP, PW, PR, VI)", () => {
  it("has 59 entries: 50 states, DC and 8 territories", () => {
    const codes = Object.keys(US_STATES);
    expect(codes).toHaveLength(59);
    expect(codes).toContain("DC");
    for (const code of TERRITORIES) expect(codes).toContain(code);
    expect(codes.filter((code) => code !== "DC" && !(TERRITORIES as readonly string[]).includes(code))).toHaveLength(
      50,
    );
  });

  it("uses two upper-case letters for every code and a distinct name for each", () => {
    for (const code of Object.keys(US_STATES)) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = Object.values(US_STATES).map((name) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it("round-trips every code through its name and back", () => {
    for (const [code, name] of Object.entries(US_STATES) as [UsStateCode, string][]) {
      expect(stateNameFor(code)).toBe(name);
      expect(stateCodeFor(name)).toBe(code);
      expect(stateCodeFor(code)).toBe(code);
    }
  });

  it.each([
    ["arizona", "AZ"],
    ["ARIZONA", "AZ"],
    ["  Arizona ", "AZ"],
    ["az", "AZ"],
    ["Puerto Rico", "PR"],
    ["puerto  rico", "PR"],
    ["District of Columbia", "DC"],
    ["Washington DC", "DC"],
    ["Virgin Islands", "VI"],
    ["New Hampshire", "NH"],
    ["washington", "WA"],
  ])("stateCodeFor(%j) is %s", (input, code) => {
    expect(stateCodeFor(input)).toBe(code);
  });

  it.each(["", "  ", "Atlantis", "XX", "A", "Arizona State", "AE", "AP", "Ontario"])("unknown %j -> null", (input) => {
    expect(stateCodeFor(input)).toBeNull();
    expect(stateNameFor(input)).toBeNull();
  });

  it("reads codes case-insensitively for names", () => {
    expect(stateNameFor("pr")).toBe("Puerto Rico");
    expect(stateNameFor(" ca ")).toBe("California");
  });

  it("does not treat Object.prototype keys as codes", () => {
    expect(isUsStateCode("constructor")).toBe(false);
    expect(stateCodeFor("constructor")).toBeNull();
    expect(stateNameFor("toString")).toBeNull();
  });
});
