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
