import { describe, expect, it } from "vitest";
import { brandFromContent, html } from "../testing";
import { SiteHeader } from "./SiteHeader";

describe("SiteHeader", () => {
  it("shows the brand's phone as (xxx) xxx-xxxx and dials it with +1", async () => {
    const markup = html(<SiteHeader brand={await brandFromContent("toproof")} locale="en" />);
    expect(markup).toContain(">(888) 555-0117</a>");
    expect(markup).toContain('href="tel:+18885550117"');
    expect(markup).toContain('alt="TopRoof Pros logo"');
  });

  it("links the logo to the Spanish home page in Spanish", async () => {
    const markup = html(<SiteHeader brand={await brandFromContent("toproof", "es")} locale="es" />);
    expect(markup).toContain('href="/es"');
    expect(markup).toContain("Llame a un asesor de energía: (888) 555-0117");
  });

  it("shows the lead-portal login only on the marketplace brand", async () => {
    expect(html(<SiteHeader brand={await brandFromContent("closerleads")} locale="en" />)).toContain(
      'href="https://portal.closerleads.com/login"',
    );
    expect(html(<SiteHeader brand={await brandFromContent("sunsaver")} locale="en" />)).not.toContain("portal");
  });
});

describe("SiteHeader menu", () => {
  it("shows the brand's menu groups from content, their site links in the visitor's language", async () => {
    const brand = await brandFromContent("sunsaver", "es");
    const markup = html(<SiteHeader brand={brand} locale="es" />);
    const groups = brand.navigation ?? [];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      // Once as a dropdown (wide screens) and once in the Menu panel (under 768 px).
      expect(markup.split(`<summary>${group.title}</summary>`)).toHaveLength(3);
      for (const link of group.links ?? []) expect(markup).toContain(`href="/es${link.href}">${link.label}</a>`);
    }
    expect(markup).toContain("<summary>Menú</summary>");
    expect(markup.match(/<nav [^>]*aria-label="Menú principal"/g)).toHaveLength(2);
  });

  it("shows no menu for a brand without navigation", async () => {
    const brand = { ...(await brandFromContent("sunsaver")), navigation: null };
    expect(html(<SiteHeader brand={brand} locale="en" />)).not.toContain("<summary>");
  });
});
