import { describe, expect, it } from "vitest";
import { US_STATES } from "@/lib/geo/usStates";
import { lookupZip } from "@/lib/geo/zipLookup";
import { utilitiesFor, utilityFor } from "./utilities";
import { STATE_DEFAULT_UTILITY, ZIP_PREFIX_OVERRIDES } from "./utilityData";

const LADWP = "Los Angeles Department of Water and Power (LADWP)";
const SCE = "Southern California Edison (SCE)";
const PGE = "Pacific Gas & Electric (PG&E)";

describe("utility table", () => {
  it("has a default for all 50 states and DC", () => {
    const territories = new Set(["AS", "FM", "GU", "MH", "MP", "PW", "PR", "VI"]);
    const statesAndDc = Object.keys(US_STATES).filter((code) => !territories.has(code));
    expect(statesAndDc).toHaveLength(51);
    for (const code of statesAndDc) expect(utilityFor({ state: code }), code).toMatch(/\S/);
  });

  it("lists well-formed ZIP prefix ranges that never overlap", () => {
    const seen = new Map<string, string>();
    for (const { from, to, utility, area } of ZIP_PREFIX_OVERRIDES) {
      expect(from, area).toMatch(/^\d{3}$/);
      expect(to, area).toMatch(/^\d{3}$/);
      expect(Number(from), area).toBeLessThanOrEqual(Number(to));
      expect(utility.trim(), area).toBe(utility);
      expect(area).not.toBe("");
      for (let prefix = Number(from); prefix <= Number(to); prefix++) {
        const key = String(prefix).padStart(3, "0");
        expect(seen.get(key), `${key} listed for both ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it("uses the electricity-provider step's names where the utilities overlap", () => {
    // Labels of the step's choices, so a pre-selection can match an answer.
    expect(STATE_DEFAULT_UTILITY.CA).toBe(PGE);
    expect(STATE_DEFAULT_UTILITY.AZ).toBe("Arizona Public Service (APS)");
    expect(STATE_DEFAULT_UTILITY.FL).toBe("Florida Power & Light (FPL)");
    expect(STATE_DEFAULT_UTILITY.GA).toBe("Georgia Power");
    expect(STATE_DEFAULT_UTILITY.NC).toBe("Duke Energy");
    expect(STATE_DEFAULT_UTILITY.VA).toBe("Dominion Energy");
  });
});

describe("utilityFor: state defaults", () => {
  it.each([
    ["AZ", "Arizona Public Service (APS)"],
    ["CA", PGE],
    ["TX", "Oncor Electric Delivery"],
    ["FL", "Florida Power & Light (FPL)"],
    ["NY", "Con Edison"],
    ["IL", "ComEd"],
    ["GA", "Georgia Power"],
    ["NV", "NV Energy"],
    ["CO", "Xcel Energy"],
    ["WA", "Puget Sound Energy (PSE)"],
    ["MA", "Eversource"],
    ["TN", "Nashville Electric Service (NES)"],
    ["NE", "Omaha Public Power District (OPPD)"],
    ["SC", "Dominion Energy"],
    ["SD", "Xcel Energy"],
    ["ND", "Xcel Energy"],
    ["AK", "Chugach Electric Association"],
    ["DC", "Pepco"],
    ["PR", "LUMA Energy"],
  ])("%s -> %s", (state, utility) => {
    expect(utilityFor({ state })).toBe(utility);
  });

  it("accepts full names and any case", () => {
    expect(utilityFor({ state: "Arizona" })).toBe("Arizona Public Service (APS)");
    expect(utilityFor({ state: "new york" })).toBe("Con Edison");
    expect(utilityFor({ state: "tx" })).toBe("Oncor Electric Delivery");
  });
});

describe("utilityFor: ZIP prefix overrides", () => {
  it.each([
    // Phoenix area: APS by default, SRP in the East Valley.
    ["85004", "AZ", "Arizona Public Service (APS)"],
    ["85201", "AZ", "Salt River Project (SRP)"],
    ["85719", "AZ", "Tucson Electric Power (TEP)"],
    // Los Angeles: LADWP in the city, SCE around it, SDG&E in San Diego, PG&E in the north.
    ["90012", "CA", LADWP],
    ["91401", "CA", LADWP],
    ["90210", "CA", SCE],
    ["90802", "CA", SCE],
    ["92801", "CA", SCE],
    ["93534", "CA", SCE],
    ["91502", "CA", "Burbank Water and Power"],
    ["92101", "CA", "San Diego Gas & Electric (SDG&E)"],
    ["95814", "CA", "Sacramento Municipal Utility District (SMUD)"],
    ["93301", "CA", PGE],
    ["94103", "CA", PGE],
    // Texas: Oncor in Dallas–Fort Worth, CenterPoint in Houston, the public-power cities.
    ["75201", "TX", "Oncor Electric Delivery"],
    ["76102", "TX", "Oncor Electric Delivery"],
    ["77002", "TX", "CenterPoint Energy"],
    ["77449", "TX", "CenterPoint Energy"],
    ["78701", "TX", "Austin Energy"],
    ["78205", "TX", "CPS Energy"],
    ["79901", "TX", "El Paso Electric"],
    // New York City and Long Island.
    ["10001", "NY", "Con Edison"],
    ["10301", "NY", "Con Edison"],
    ["10451", "NY", "Con Edison"],
    ["11201", "NY", "Con Edison"],
    ["11354", "NY", "Con Edison"],
    ["11432", "NY", "Con Edison"],
    ["11550", "NY", "PSEG Long Island"],
    ["11691", "NY", "PSEG Long Island"],
    ["11747", "NY", "PSEG Long Island"],
    ["11901", "NY", "PSEG Long Island"],
    ["14604", "NY", "Rochester Gas and Electric (RG&E)"],
    ["13202", "NY", "National Grid"],
    // The other named metros.
    ["60601", "IL", "ComEd"],
    ["61602", "IL", "Ameren Illinois"],
    ["30303", "GA", "Georgia Power"],
    ["89101", "NV", "NV Energy"],
    ["80202", "CO", "Xcel Energy"],
    ["80903", "CO", "Colorado Springs Utilities"],
    ["98101", "WA", "Seattle City Light"],
    ["98004", "WA", "Puget Sound Energy (PSE)"],
    ["99201", "WA", "Avista"],
    ["33602", "FL", "Tampa Electric (TECO)"],
    ["33701", "FL", "Duke Energy"],
    ["32202", "FL", "JEA"],
    ["33131", "FL", "Florida Power & Light (FPL)"],
    ["38103", "TN", "Memphis Light, Gas and Water (MLGW)"],
    ["37203", "TN", "Nashville Electric Service (NES)"],
    ["15222", "PA", "Duquesne Light"],
    ["19103", "PA", "PECO"],
    ["02108", "MA", "Eversource"],
    ["01608", "MA", "National Grid"],
    ["06510", "CT", "United Illuminating (UI)"],
    ["20814", "MD", "Pepco"],
    ["21201", "MD", "Baltimore Gas and Electric (BGE)"],
    ["49503", "MI", "Consumers Energy"],
    ["48226", "MI", "DTE Energy"],
  ])("%s (%s) -> %s", (zip, state, utility) => {
    expect(utilityFor({ state, zip })).toBe(utility);
  });

  it("prefers the ZIP to the state", () => {
    expect(utilityFor({ state: "CA", zip: "90012" })).toBe(LADWP);
    expect(utilityFor({ zip: "90012" })).toBe(LADWP);
    expect(utilityFor({ state: null, zip: "77002" })).toBe("CenterPoint Energy");
  });

  it("reads ZIP+4 in either form and surrounding spaces", () => {
    expect(utilityFor({ zip: "85201-1234" })).toBe("Salt River Project (SRP)");
    expect(utilityFor({ zip: "852011234" })).toBe("Salt River Project (SRP)");
    expect(utilityFor({ zip: " 85201 " })).toBe("Salt River Project (SRP)");
  });

  it("falls back to the state when the ZIP is malformed or has no override", () => {
    expect(utilityFor({ state: "AZ", zip: "852" })).toBe("Arizona Public Service (APS)");
    expect(utilityFor({ state: "AZ", zip: "8520A" })).toBe("Arizona Public Service (APS)");
    expect(utilityFor({ state: "AZ", zip: "" })).toBe("Arizona Public Service (APS)");
    expect(utilityFor({ state: "FL", zip: "33131" })).toBe("Florida Power & Light (FPL)");
  });
});

describe("utilityFor: nothing to go on", () => {
  it.each([
    [{}],
    [{ state: null, zip: null }],
    [{ state: "", zip: "" }],
    [{ state: "Atlantis" }],
    [{ state: "ZZ", zip: "abcde" }],
    [{ zip: "33131" }],
    [{ state: "FM" }],
  ])("%j -> null", (input) => {
    expect(utilityFor(input)).toBeNull();
  });
});

describe("ZIP prefix overrides and the ZIP data", () => {
  it("name the state that every known ZIP of their range is in", () => {
    for (const { from, to, state, area } of ZIP_PREFIX_OVERRIDES) {
      for (let prefix = Number(from); prefix <= Number(to); prefix++) {
        for (let rest = 0; rest < 100; rest++) {
          const zip = `${String(prefix).padStart(3, "0")}${String(rest).padStart(2, "0")}`;
          const place = lookupZip(zip);
          if (place) expect(place.state, `${zip} (${area})`).toBe(state);
        }
      }
    }
  });
});

describe("utilitiesFor: the utility list, the state's utilities first", () => {
  it("opens an Arizona ZIP's list on an Arizona utility, and never lists PG&E", () => {
    const list = utilitiesFor({ zip: "85004" });
    expect(list[0]).toBe("Arizona Public Service (APS)");
    expect(list).toEqual(["Arizona Public Service (APS)", "Salt River Project (SRP)", "Tucson Electric Power (TEP)"]);
    expect(list).not.toContain(PGE);
  });

  it("puts the ZIP's own utility first, then the state's others", () => {
    expect(utilitiesFor({ zip: "85201" }).slice(0, 2)).toEqual([
      "Salt River Project (SRP)",
      "Arizona Public Service (APS)",
    ]);
    const la = utilitiesFor({ zip: "90012" });
    expect(la[0]).toBe(LADWP);
    expect(la).toContain(PGE);
    expect(la).toContain(SCE);
    expect(new Set(la).size).toBe(la.length);
  });

  it("takes the state from the typed ZIP over a state from the IP lookup", () => {
    expect(utilitiesFor({ zip: "85004", state: "CA" })[0]).toBe("Arizona Public Service (APS)");
  });

  it("falls back to the state when the ZIP is missing or unknown, ignoring an unknown ZIP's prefix", () => {
    expect(utilitiesFor({ state: "Arizona" })[0]).toBe("Arizona Public Service (APS)");
    expect(utilitiesFor({ state: "CA" })[0]).toBe(PGE);
    expect(utilitiesFor({ zip: "00000", state: "NV" })).toEqual(["NV Energy"]);
    // 90098 has LADWP's prefix but is not a ZIP the data knows: the state decides, not the prefix.
    expect(utilitiesFor({ zip: "90098", state: "NV" })).toEqual(["NV Energy"]);
  });

  it("lists a multi-state utility under each state the table names it for", () => {
    expect(utilitiesFor({ state: "FL" })).toContain("Duke Energy");
    expect(utilitiesFor({ state: "OH" })).toContain("Duke Energy");
    expect(utilitiesFor({ state: "NC" })).toEqual(expect.arrayContaining(["Duke Energy", "Dominion Energy"]));
  });

  it("is empty when neither the ZIP nor the state tells", () => {
    expect(utilitiesFor({})).toEqual([]);
    expect(utilitiesFor({ zip: "00000", state: "Atlantis" })).toEqual([]);
    expect(utilitiesFor({ state: "FM" })).toEqual([]);
  });
});
