import { describe, expect, it } from "vitest";
import { loadEmbeddedDataset } from "./embeddedDataset";

type BrandDoc = {
  kind: string;
  gtmTagId?: string;
  domain: string;
  hosts: { host: string; environment: string }[];
  leadPortalUrl?: string;
};

const brands = loadEmbeddedDataset().filter((doc) => doc._type === "brand") as unknown as BrandDoc[];

describe("the brands of the embedded dataset (spec 1, 3)", () => {
  it("are of all four kinds, with exactly one lead marketplace, whose partners use the site's own portal", () => {
    expect(new Set(brands.map((brand) => brand.kind))).toEqual(
      new Set(["solarSavings", "homeServices", "leadMarketplace", "roofFinance"]),
    );
    expect(brands.filter((brand) => brand.kind === "leadMarketplace")).toHaveLength(1);
    // No outside portal: the header's Log In opens /leads (issue 10).
    expect(brands.filter((brand) => brand.leadPortalUrl)).toEqual([]);
  });

  it("have a tag-manager id on most but not all brands", () => {
    const withTag = brands.filter((brand) => brand.gtmTagId).length;
    expect(withTag).toBeGreaterThan(brands.length / 2);
    expect(withTag).toBeLessThan(brands.length);
  });

  it("each answer on production, www and stage host names of their domain", () => {
    for (const brand of brands) {
      expect(brand.hosts.map((host) => `${host.environment}:${host.host}`).sort()).toEqual(
        [`production:${brand.domain}`, `stage:stage.${brand.domain}`, `www:www.${brand.domain}`].sort(),
      );
    }
  });
});
