import { describe, expect, it } from "vitest";
import { loadLandingPage } from "@/lib/content/loaders";
import { html } from "../testing";
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
