import { describe, expect, inject, it } from "vitest";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");

describe("robots.txt, sitemap.xml and stage hosts, per brand host (issue 9 item 8)", () => {
  it("answers each brand's robots.txt naming the sitemap on its own domain", async () => {
    const reply = await get(baseUrl, "/robots.txt", "www.toproofpros.com");
    expect(reply.status).toBe(200);
    expect(reply.body).toBe("User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://toproofpros.com/sitemap.xml\n");
  });

  it("lists the brand's pages in both languages, its own pages and no other brand's", async () => {
    const sunsaver = await get(baseUrl, "/sitemap.xml", "sunsaverprogram.com");
    expect(sunsaver.status).toBe(200);
    expect(sunsaver.headers["content-type"]).toMatch(/^application\/xml/);
    for (const path of ["/", "/es", "/solar-101", "/es/why-sunsaver", "/legal/privacy-policy"]) {
      expect(sunsaver.body).toContain(`<loc>https://sunsaverprogram.com${path}</loc>`);
    }
    expect(sunsaver.body).not.toContain("/training/");
    const closer = await get(baseUrl, "/sitemap.xml", "closerleads.com");
    expect(closer.body).toContain("<loc>https://closerleads.com/training/discovery-call</loc>");
    expect(closer.body).not.toContain("why-sunsaver");
  });

  it("keeps stage hosts out of search engines", async () => {
    expect((await get(baseUrl, "/robots.txt", "stage.toproofpros.com")).body).toBe("User-agent: *\nDisallow: /\n");
    expect((await get(baseUrl, "/sitemap.xml", "stage.toproofpros.com")).status).toBe(404);
    const page = await get(baseUrl, "/solar-101", "stage.toproofpros.com");
    expect(page.status).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await get(baseUrl, "/solar-101", "toproofpros.com")).headers["x-robots-tag"]).toBeUndefined();
  });
});

describe("Open Graph image per brand (issue 9 item 8)", () => {
  it("draws each brand's share picture as a 1200×630 PNG, different per brand", async () => {
    const toproof = await get(baseUrl, "/og-image.png", "toproofpros.com");
    expect(toproof.status).toBe(200);
    expect(toproof.headers["content-type"]).toBe("image/png");
    expect(toproof.body.slice(1, 4)).toBe("PNG");
    const sunsaver = await get(baseUrl, "/og-image.png", "sunsaverprogram.com");
    expect(sunsaver.body).not.toBe(toproof.body);
  });

  it("names the picture on every page, on the brand's own domain and in the page's language", async () => {
    const en = await get(baseUrl, "/solar-101", "toproofpros.com");
    expect(en.body).toContain('<meta property="og:image" content="https://toproofpros.com/og-image.png"/>');
    expect(en.body).toContain('<meta property="og:site_name" content="TopRoof Pros"/>');
    const es = await get(baseUrl, "/es/legal/privacy-policy", "toproofpros.com");
    expect(es.body).toContain('<meta property="og:image" content="https://toproofpros.com/og-image.png?locale=es"/>');
    expect(es.body).toContain('<meta property="og:locale" content="es_US"/>');
  });
});
