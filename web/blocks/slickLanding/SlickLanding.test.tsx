import { describe, expect, it } from "vitest";
import { loadLandingPage } from "@/lib/content/loaders";
import { html } from "../testing";
import { landingPhone } from "./phone";
import { SlickLanding } from "./SlickLanding";

describe("SlickLanding", () => {
  it("shows the advertisement label, title, highlights, image and both ways on, from content", async () => {
    const page = await loadLandingPage("gosolarsavings", "es", "/go-solar-savings-slick");
    if (!page) throw new Error("no landing in the embedded dataset");
    const markup = html(
      <SlickLanding
        content={{
          adLabel: page.adLabel ?? "",
          title: page.title ?? "",
          highlights: (page.highlights ?? []).map((item) => item.text ?? ""),
          image: { url: page.image.url, alt: page.image.alt ?? "" },
          ctaLabel: page.ctaLabel ?? "",
          callLabel: page.callLabel ?? "",
        }}
        ctaHref="/es/savings-slick?utm_source=organic"
        phone="8885550113"
      />,
    );
    expect(markup).toContain(">Publicidad</p>");
    expect(markup).toContain(`>${page.title}</h1>`);
    expect(markup.match(/<li>/g)).toHaveLength(3);
    expect(markup).toMatch(/<img [^>]*src="[^"]*landing-solar-home[^"]*" alt="Una casa con paneles solares/);
    expect(markup).toMatch(/href="\/es\/savings-slick\?utm_source=organic" data-landing-cta="">Ver mi ahorro<\/a>/);
    expect(markup).toContain('href="tel:+18885550113">Llame a un asesor de energía (888) 555-0113</a>');
  });
});

describe("landingPhone (spec 9's fallback chain)", () => {
  it("takes the brand's phone, then the ad's did_number, then the default", () => {
    expect(landingPhone("8885550113", "6025550100", "8885550100")).toBe("8885550113");
    expect(landingPhone(null, "(602) 555-0100", "8885550100")).toBe("6025550100");
    expect(landingPhone(null, "12", "8885550100")).toBe("8885550100");
    expect(landingPhone(null, undefined, null)).toBe("");
  });
});
