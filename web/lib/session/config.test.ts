import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ROOF_PARTNER_UTM_SOURCE, isRoofPartnerSource, roofPartnerUtmSource } from "./config";

afterEach(() => vi.unstubAllEnvs());

describe("roof partner utm_source", () => {
  it("defaults to 'hover'", () => {
    vi.stubEnv("NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE", undefined);
    expect(roofPartnerUtmSource()).toBe(DEFAULT_ROOF_PARTNER_UTM_SOURCE);
    expect(isRoofPartnerSource("hover")).toBe(true);
    expect(isRoofPartnerSource(" Hover ")).toBe(true);
    expect(isRoofPartnerSource("google")).toBe(false);
    expect(isRoofPartnerSource(undefined)).toBe(false);
  });

  it("comes from NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE", () => {
    vi.stubEnv("NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE", " eagleview ");
    expect(roofPartnerUtmSource()).toBe("eagleview");
    expect(isRoofPartnerSource("eagleview")).toBe(true);
    expect(isRoofPartnerSource("hover")).toBe(false);
  });
});
