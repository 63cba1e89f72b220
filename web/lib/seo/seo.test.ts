import { describe, expect, it } from "vitest";
import { isStageHost, robotsTxt } from "./robots";
import { sitemapXml } from "./sitemap";

describe("robotsTxt", () => {
  it("opens a brand's host to crawlers except the backend, naming its sitemap", () => {
    expect(robotsTxt({ host: "www.toproofpros.com", domain: "toproofpros.com" })).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://toproofpros.com/sitemap.xml\n",
    );
  });

  it("closes a stage host, whatever its case or port", () => {
    expect(isStageHost("Stage.TopRoofPros.com:3000")).toBe(true);
    expect(isStageHost("stagecoach.example")).toBe(false);
    expect(robotsTxt({ host: "stage.toproofpros.com", domain: "toproofpros.com" })).toBe(
      "User-agent: *\nDisallow: /\n",
    );
  });
});

describe("sitemapXml", () => {
  it("lists each path in both languages with its alternates, on the brand's domain", () => {
    const xml = sitemapXml({ domain: "sunsaverprogram.com", paths: ["/", "/solar-101", "/solar-101"] });
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://sunsaverprogram.com/</loc>");
    expect(xml).toContain("<loc>https://sunsaverprogram.com/es</loc>");
    expect(xml).toContain("<loc>https://sunsaverprogram.com/es/solar-101</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://sunsaverprogram.com/es/solar-101"/>',
    );
  });

  it("escapes what XML would misread", () => {
    expect(sitemapXml({ domain: "example.com", paths: ["/a&b"] })).toContain("https://example.com/a&amp;b");
  });
});
