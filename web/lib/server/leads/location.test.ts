import { describe, expect, it } from "vitest";
import { leadPlace, leadState } from "./location";

describe("leadState", () => {
  it("takes the state from the typed ZIP, over a stored state from the IP lookup", () => {
    expect(leadState({ zip: "85004", state: "CA" })).toBe("AZ");
    expect(leadState({ zip: "85004" })).toBe("AZ");
  });

  it("falls back to the stored state when the ZIP is missing, malformed or unknown", () => {
    expect(leadState({ state: "NV" })).toBe("NV");
    expect(leadState({ zip: "8500", state: "NV" })).toBe("NV");
    expect(leadState({ zip: "00000", state: "Nevada" })).toBe("NV");
    expect(leadState({ zip: 85004, state: "NV" })).toBe("NV");
  });

  it("is null when neither tells", () => {
    expect(leadState({})).toBeNull();
    expect(leadState({ zip: "00000", state: "Atlantis" })).toBeNull();
    expect(leadState({ state: true })).toBeNull();
  });
});

describe("leadPlace", () => {
  it("gives the typed ZIP's city and county", () => {
    expect(leadPlace({ zip: "90210" })).toMatchObject({ city: "Beverly Hills", state: "CA", county: "Los Angeles" });
    expect(leadPlace({ zip: null })).toBeNull();
  });
});
