import { describe, expect, it } from "vitest";
import { classifyPage } from "@/lib/brand/pageKind";
import { loadSiteSettings } from "@/lib/content/loaders";
import { shippedWords } from "@/lib/content/words.testing";
import { brandFromContent, html } from "../testing";
import { BrandHome } from "./BrandHome";

describe("BrandHome", () => {
  it("shows the site-wide solar banner on a solar brand", async () => {
    const brand = await brandFromContent("sunsaver");
    const settings = await loadSiteSettings("en");
    const markup = html(
      <BrandHome
        brand={brand}
        locale="en"
        words={shippedWords("siteWords", "en")}
        page={classifyPage("/", "/savings")}
        banner={settings?.homeBanner ?? null}
      />,
    );
    expect(markup).toContain("Homeowners are getting paid to go solar");
    expect(markup).toContain("See if you qualify in 60 seconds");
  });

  it("leads a roof brand with its own title and description, and exposes the page class", async () => {
    const brand = await brandFromContent("roofright");
    const settings = await loadSiteSettings("en");
    const markup = html(
      <BrandHome
        brand={brand}
        locale="en"
        words={shippedWords("siteWords", "en")}
        page={classifyPage("/", "/offer")}
        banner={settings?.homeBanner ?? null}
      />,
    );
    expect(markup).not.toContain("go solar");
    expect(markup).toContain(`${brand.title}</h1>`);
    expect(markup).toContain(brand.description ?? "missing description");
    expect(markup).toContain('data-page-kind="leadGen"');
    expect(markup).toContain('data-flow-type="/offer"');
    expect(markup).toContain('data-category="roof"');
  });

  it("speaks Spanish on /es", async () => {
    const brand = await brandFromContent("sunsaver", "es");
    const settings = await loadSiteSettings("es");
    const markup = html(
      <BrandHome
        brand={brand}
        locale="es"
        words={shippedWords("siteWords", "es")}
        page={classifyPage("/", "/savings")}
        banner={settings?.homeBanner ?? null}
      />,
    );
    expect(markup).toContain("A los propietarios les están pagando por pasarse a la energía solar");
    expect(markup).toContain("Llame a un asesor de energía");
  });

  it("gives a solar brand whose home is not a flow the banner's call to action from content, into the questionnaire", async () => {
    const brand = await brandFromContent("gosolarsavings", "es");
    const settings = await loadSiteSettings("es");
    const markup = html(
      <BrandHome
        brand={brand}
        locale="es"
        words={shippedWords("siteWords", "es")}
        page={classifyPage("/", "/go-solar-savings")}
        banner={settings?.homeBanner ?? null}
      />,
    );
    expect(settings?.homeBanner?.ctaLabel).toBe("Ver mi ahorro");
    expect(markup).toMatch(/<a class="call-link [^"]*" href="\/es\/savings">Ver mi ahorro<\/a>/);
  });

  it("leads the home-services brand to every offer it sells", async () => {
    const brand = await brandFromContent("homewisehub");
    const settings = await loadSiteSettings("en");
    const markup = html(
      <BrandHome
        brand={brand}
        locale="en"
        words={shippedWords("siteWords", "en")}
        page={classifyPage("/", "/")}
        banner={settings?.homeBanner ?? null}
      />,
    );
    for (const prefix of [
      "/savings",
      "/roof",
      "/windows",
      "/gutter",
      "/home-warranty",
      "/home-security",
      "/bathroom-remodel",
      "/loans",
    ]) {
      expect(markup).toContain(`href="${prefix}"`);
    }
    expect(markup).not.toContain("Check my savings");
  });

  it("leads the marketplace brand to the pages of its menu", async () => {
    const brand = await brandFromContent("closerleads");
    const markup = html(
      <BrandHome
        brand={brand}
        locale="en"
        words={shippedWords("siteWords", "en")}
        page={classifyPage("/", "/")}
        banner={null}
      />,
    );
    for (const group of brand.navigation ?? []) {
      expect(markup).toContain(`>${group.title}</h2>`);
      for (const link of group.links ?? []) expect(markup).toContain(`href="${link.href}"`);
    }
  });
});
