import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import { classifyHome } from "@/lib/brand/pageKind";
import { loadSiteSettings, loadWords } from "@/lib/content/loaders";
import { brandFromContent, html } from "../testing";
import { BrandHome } from "./BrandHome";

/** The home page of a brand from the embedded dataset, as the route renders it. */
async function home(
  key: string,
  locale: Locale,
  homeRoute: string,
  { banner = true, homeFlow = null as string | null } = {},
) {
  const brand = await brandFromContent(key, locale);
  const settings = await loadSiteSettings(locale);
  const markup = html(
    <BrandHome
      brand={brand}
      locale={locale}
      words={await loadWords("siteWords", key, locale)}
      page={classifyHome(homeRoute, homeFlow)}
      banner={banner ? (settings?.homeBanner ?? null) : null}
    />,
  );
  return { brand, settings, markup };
}

describe("BrandHome", () => {
  it("shows the site-wide solar banner on a solar brand", async () => {
    const { markup } = await home("sunsaver", "en", "/savings");
    expect(markup).toContain("Homeowners are getting paid to go solar");
    expect(markup).toContain("See if you qualify in 60 seconds");
  });

  it("leads a roof brand with its own name and description, and exposes the page class", async () => {
    const { brand, markup } = await home("roofright", "en", "/offer", { homeFlow: "/offer" });
    expect(markup).not.toContain("go solar");
    expect(markup).toContain(`>${brand.name}</h1>`);
    // The title is the document's ("RoofRight Finance | …"), never a heading or a paragraph.
    expect(brand.title).toContain(" | ");
    expect(markup).not.toContain(brand.title ?? "missing title");
    expect(markup).toContain(brand.description ?? "missing description");
    expect(markup).toContain('data-page-kind="leadGen"');
    expect(markup).toContain('data-flow-type="/offer"');
  });

  it("speaks Spanish on /es", async () => {
    const { markup } = await home("sunsaver", "es", "/savings");
    expect(markup).toContain("A los propietarios les están pagando por pasarse a la energía solar");
    expect(markup).toContain("Llame a un asesor de energía");
  });

  it("gives a solar brand whose home is not a flow the banner's call to action from content, into the questionnaire", async () => {
    const { settings, markup } = await home("gosolarsavings", "es", "/go-solar-savings");
    expect(settings?.homeBanner?.ctaLabel).toBe("Ver mi ahorro");
    expect(markup).toMatch(/<a class="call-link [^"]*" href="\/es\/savings">Ver mi ahorro<\/a>/);
  });

  it("leads the home-services brand to every offer it sells, each under its label from content", async () => {
    const { markup } = await home("homewisehub", "en", "/");
    expect(markup).toMatch(/href="\/home-warranty">Home warranty</);
    expect((await home("homewisehub", "es", "/")).markup).toMatch(
      /href="\/es\/loans">Préstamos para el hogar y solares</,
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

  it("asks a solar brand's visitors to call an energy advisor, and the marketplace's sales pros to call its partner team", async () => {
    expect((await home("gosolarsavings", "en", "/go-solar-savings")).markup).toContain("Call an energy advisor");
    const { brand, markup } = await home("closerleads", "en", "/");
    expect(markup).toContain(`>${brand.name}</h1>`);
    expect(markup).toContain("Call our partner team");
    expect(markup).not.toContain("energy advisor");
    expect((await home("closerleads", "es", "/")).markup).toContain("Llame a nuestro equipo de socios");
  });

  it("shows the brand's title nowhere in the page: it is the document's title", async () => {
    for (const key of ["gosolarsavings", "homewisehub", "closerleads"]) {
      const { brand, markup } = await home(key, "en", "/");
      expect(markup, key).not.toContain(brand.title ?? "missing title");
    }
  });

  it("leads the marketplace brand, and a solar brand whose home is not a flow, to the pages of its menu", async () => {
    for (const key of ["closerleads", "gosolarsavings"]) {
      const { brand, markup } = await home(key, "en", "/", { banner: false });
      expect(brand.navigation?.length, key).toBeGreaterThan(0);
      for (const group of brand.navigation ?? []) {
        expect(markup).toContain(`>${group.title}</h2>`);
        for (const link of group.links ?? []) expect(markup).toContain(`href="${link.href}"`);
      }
    }
  });

  it("leads the home-services brand to its offers, not to its menu's pages", async () => {
    const { brand, markup } = await home("homewisehub", "en", "/");
    expect(brand.navigation?.length).toBeGreaterThan(0);
    for (const group of brand.navigation ?? []) expect(markup).not.toContain(`>${group.title}</h2>`);
    expect(markup).toContain('href="/roof"');
  });
});
