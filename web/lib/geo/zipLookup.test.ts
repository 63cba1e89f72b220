import { describe, expect, it } from "vitest";
import { fiveDigitZip, lookupZip } from "./zipLookup";

describe("lookupZip", () => {
  it.each([
    ["85004", { zip: "85004", city: "Phoenix", state: "AZ", stateFullName: "Arizona", county: "Maricopa" }],
    ["90210", { zip: "90210", city: "Beverly Hills", state: "CA", stateFullName: "California", county: "Los Angeles" }],
    ["10001", { zip: "10001", city: "New York", state: "NY", stateFullName: "New York", county: "New York" }],
    ["77002", { zip: "77002", city: "Houston", state: "TX", stateFullName: "Texas", county: "Harris" }],
    ["02108", { zip: "02108", city: "Boston", state: "MA", stateFullName: "Massachusetts", county: "Suffolk" }],
  ])("%s -> its city, state and county", (zip, place) => {
    expect(lookupZip(zip)).toEqual(place);
  });

  it("names DC with the site's own state table", () => {
    expect(lookupZip("20001")).toMatchObject({
      state: "DC",
      stateFullName: "District of Columbia",
      city: "Washington",
    });
  });

  it("reads ZIP+4 in either form and surrounding spaces, answering the five-digit ZIP", () => {
    expect(lookupZip("85004-1234")?.zip).toBe("85004");
    expect(lookupZip("850041234")?.city).toBe("Phoenix");
    expect(lookupZip(" 85004 ")?.state).toBe("AZ");
  });

  it.each([
    ["a well-formed ZIP nobody has", "00000"],
    ["another unassigned ZIP", "99999"],
    ["too short", "8500"],
    ["too long", "850041"],
    ["letters", "abcde"],
    ["digits with a letter", "8500A"],
    ["empty", ""],
    ["a ZIP inside other text", "zip 85004"],
    ["a malformed ZIP+4", "85004-12"],
  ])("answers null for %s (%j)", (_label, zip) => {
    expect(lookupZip(zip)).toBeNull();
  });

  it("answers null for a Puerto Rico ZIP, which the data does not cover", () => {
    expect(lookupZip("00901")).toBeNull();
  });
});

describe("fiveDigitZip", () => {
  it("keeps only a ZIP or ZIP+4 and refuses anything that is not a string", () => {
    expect(fiveDigitZip("85004")).toBe("85004");
    expect(fiveDigitZip("85004-1234")).toBe("85004");
    expect(fiveDigitZip(85004)).toBeNull();
    expect(fiveDigitZip(null)).toBeNull();
    expect(fiveDigitZip(undefined)).toBeNull();
    expect(fiveDigitZip("85 004")).toBeNull();
  });
});
