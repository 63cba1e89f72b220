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
