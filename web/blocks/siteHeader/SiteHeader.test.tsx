import { describe, expect, it } from "vitest";
import { contentHref } from "@/lib/brand/locale";
import { shippedWords } from "@/lib/content/words.testing";
import { brandFromContent, html } from "../testing";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";

const header = (
  brand: SiteHeaderProps["brand"],
  locale: SiteHeaderProps["locale"],
  props: Partial<SiteHeaderProps> = {},
) =>
  html(
    <SiteHeader
      brand={brand}
      locale={locale}
      variant="full"
      phone={brand.phone ?? ""}
      otherLanguageHref={locale === "es" ? "/" : "/es"}
      words={shippedWords("siteWords", locale)}
      {...props}
    />,
  );

describe("SiteHeader", () => {
  it("shows the brand's phone as (xxx) xxx-xxxx and dials it with +1", async () => {
    const markup = header(await brandFromContent("toproof"), "en");
    expect(markup).toContain(">(888) 555-0117</a>");
    expect(markup).toContain('href="tel:+18885550117"');
    expect(markup).toContain('alt="TopRoof Pros logo"');
  });

  it("links the logo to the Spanish home page in Spanish", async () => {
    const markup = header(await brandFromContent("toproof", "es"), "es");
    expect(markup).toContain('href="/es"');
    expect(markup).toContain("Llame a un asesor de energía: (888) 555-0117");
  });

  it("shows the lead-portal login only on the marketplace brand", async () => {
    expect(header(await brandFromContent("closerleads"), "en")).toContain('href="/leads"');
    // The portal is in English only (issue 58 item 12): linked from Spanish pages in English.
    expect(header(await brandFromContent("closerleads", "es"), "es")).toMatch(/class="[^"]*login[^"]*" href="\/leads"/);
    expect(header(await brandFromContent("sunsaver"), "en")).not.toContain("portal");
  });
});

describe("SiteHeader menu", () => {
  it("shows the brand's menu groups from content, their site links in the visitor's language", async () => {
    const brand = await brandFromContent("sunsaver", "es");
    const markup = header(brand, "es");
    const groups = brand.navigation ?? [];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      // Once as a dropdown (wide screens) and once in the Menu panel (under 768 px).
      expect(markup.split(`<summary>${group.title}</summary>`)).toHaveLength(3);
      for (const link of group.links ?? [])
        expect(markup).toContain(`href="${contentHref("es", link.href ?? "")}">${link.label}</a>`);
    }
    expect(markup).toContain("<summary>Menú</summary>");
    expect(markup.match(/<nav [^>]*aria-label="Menú principal"/g)).toHaveLength(2);
  });

  it("shows no menu for a brand without navigation", async () => {
    const brand = { ...(await brandFromContent("sunsaver")), navigation: null };
    expect(header(brand, "en")).not.toContain("<summary>");
  });
});

describe("SiteHeader variants and language switch", () => {
  it("leaves the menu out of the phone header, keeping logo, language switch and phone", async () => {
    const markup = header(await brandFromContent("sunsaver"), "en", { variant: "phone" });
    expect(markup).not.toContain("<summary>");
    expect(markup).toContain('href="tel:+1');
    expect(markup).toContain('hrefLang="es"');
  });

  it("links to the same page in the other language", async () => {
    const en = header(await brandFromContent("sunsaver"), "en", { otherLanguageHref: "/es/solar-101" });
    expect(en).toMatch(/<a [^>]*href="\/es\/solar-101"[^>]*>Español<\/a>/);
    const es = header(await brandFromContent("sunsaver", "es"), "es", { otherLanguageHref: "/solar-101" });
    expect(es).toMatch(/<a [^>]*href="\/solar-101"[^>]*>English<\/a>/);
  });

  it("shows Log In where the chrome asks for it (spec 2.5's /leads)", async () => {
    expect(header(await brandFromContent("closerleads"), "en", { account: "login" })).toContain(">Log In</a>");
  });

  it("shows no phone link when spec 9's chain gives none", async () => {
    expect(header(await brandFromContent("sunsaver"), "en", { phone: "" })).not.toContain("tel:");
  });
});
