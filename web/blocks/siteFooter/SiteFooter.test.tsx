import { describe, expect, it } from "vitest";
import { brandFromContent, html } from "../testing";
import { SiteFooter } from "./SiteFooter";

describe("SiteFooter", () => {
  it("numbers the brand's five footnotes in order and fills in the year", async () => {
    const markup = html(
      <SiteFooter brand={await brandFromContent("sunsaver")} locale="en" year={2026} legalLinksLabel="Legal" />,
    );
    const footnotes = /<ol[^>]*>(.*?)<\/ol>/.exec(markup)?.[1] ?? "";
    expect(footnotes.match(/<li>/g)).toHaveLength(5);
    expect(footnotes).toMatch(/^<li>Offers are available to homeowners 18 years of age or older/);
    expect(markup).toContain("© 2026 SunSaver Program by Homefront Marketing LLC");
    expect(markup).toContain("Average 99% Customer Satisfaction Score");
  });

  it("links legal pages in the visitor's language", async () => {
    const markup = html(
      <SiteFooter
        brand={await brandFromContent("sunsaver", "es")}
        locale="es"
        year={2026}
        legalLinksLabel="Enlaces legales"
      />,
    );
    expect(markup).toContain('href="/es/legal/privacy-policy"');
    expect(markup).toContain("Política de privacidad");
  });

  it("links HomeWise Hub's terms at /legal/terms-of-use", async () => {
    const markup = html(
      <SiteFooter brand={await brandFromContent("homewisehub")} locale="en" year={2026} legalLinksLabel="Legal" />,
    );
    expect(markup).toContain('href="/legal/terms-of-use"');
    expect(markup).not.toContain('href="/legal/terms"');
  });

  it("shows the brand's contact details from content: trade name, support e-mail and website", async () => {
    const brand = await brandFromContent("toproof");
    const markup = html(<SiteFooter brand={brand} locale="en" year={2026} legalLinksLabel="Legal" />);
    expect(markup).toContain(`<span>${brand.contact?.tradeName}</span>`);
    expect(markup).toContain(`<a href="mailto:${brand.contact?.mail}">${brand.contact?.mail}</a>`);
    expect(markup).toContain(`<a href="${brand.contact?.baseUrl}">${brand.contact?.website}</a>`);
  });
});
