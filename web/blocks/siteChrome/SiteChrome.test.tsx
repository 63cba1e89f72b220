import { describe, expect, it } from "vitest";
import { chromeOf, QUESTIONNAIRE_CHROME } from "@/lib/brand/chrome";
import { loadSiteSettings } from "@/lib/content/loaders";
import { brandFromContent, html } from "../testing";
import { QuestionnaireLayout } from "./ChromeLayout";
import { SiteChrome } from "./SiteChrome";

const chrome = async (path: string, props: { locale?: "en" | "es"; query?: URLSearchParams; phone?: null } = {}) => {
  const locale = props.locale ?? "en";
  const brand = await brandFromContent("sunsaver", locale);
  const element = await SiteChrome({
    brand: props.phone === null ? { ...brand, phone: null } : brand,
    locale,
    path,
    query: props.query,
    children: <p>page body</p>,
  });
  return html(element);
};

describe("SiteChrome (spec 2.5)", () => {
  it("gives a content page the header with the menu, the page in main, and the footer", async () => {
    const markup = await chrome("/solar-101");
    expect(markup).toContain("<summary>");
    expect(markup).toContain('<main id="main"><p>page body</p></main>');
    expect(markup).toContain("<footer");
  });

  it("gives /margin_calculator no navigation and no footer", async () => {
    const markup = await chrome("/margin_calculator");
    expect(markup).toContain("<header");
    expect(markup).not.toContain("<summary>");
    expect(markup).not.toContain("<footer");
  });

  it("gives /earning neither header nor footer", async () => {
    const markup = await chrome("/earning");
    expect(markup).not.toContain("<header");
    expect(markup).not.toContain("<footer");
  });

  it("gives a questionnaire's results and the slick landing the phone header", async () => {
    for (const path of ["/savings/results", "/go-solar-savings-slick"]) {
      const markup = await chrome(path);
      expect(markup, path).not.toContain("<summary>");
      expect(markup, path).toContain('href="tel:+1');
    }
  });

  it("switches language on the same page, keeping the ad's query", async () => {
    expect(await chrome("/solar-101")).toContain('href="/es/solar-101"');
    expect(await chrome("/solar-101", { locale: "es" })).toContain('href="/solar-101"');
    const query = new URLSearchParams({ utm_campaign: "x", gclid: "y" });
    expect(await chrome("/go-solar-savings-slick", { query })).toContain(
      'href="/es/go-solar-savings-slick?utm_campaign=x&amp;gclid=y"',
    );
  });

  it("shows in the header spec 9's chain: brand phone, then the ad's did_number, then the default", async () => {
    const brand = await brandFromContent("sunsaver");
    expect(await chrome("/solar-101")).toContain(`href="tel:+1${brand.phone}"`);
    const query = new URLSearchParams({ did_number: "6025550100" });
    expect(await chrome("/go-solar-savings-slick", { query })).toContain(`href="tel:+1${brand.phone}"`);
    expect(await chrome("/go-solar-savings-slick", { query, phone: null })).toContain('href="tel:+16025550100"');
    const settings = await loadSiteSettings("en");
    expect(await chrome("/solar-101", { phone: null })).toContain(`href="tel:+1${settings?.defaultAdvisorPhone}"`);
  });

  it("gives a questionnaire step its header, main and footer from the questionnaire's layout", async () => {
    const params = Promise.resolve({ brand: "sunsaver", locale: "en" });
    // The layout is a server component around the (async) SiteChrome: rendered here one by one.
    const layout = await QuestionnaireLayout({ params, children: <p>page body</p> });
    const page = html(await SiteChrome(layout.props as Parameters<typeof SiteChrome>[0]));
    expect(page).toContain('href="tel:+1');
    expect(page).not.toContain("<summary>");
    expect(page).toMatch(/<\/header><main id="main"><p>page body<\/p><\/main><footer/);
    expect(page.match(/<footer/g)).toHaveLength(1);
  });

  it("gives spec 2.5's /free-report and paths ending /results the questionnaire's chrome", () => {
    for (const path of ["/free-report", "/free-report/generating-report", "/savings-quick/results"])
      expect(chromeOf(path), path).toEqual(QUESTIONNAIRE_CHROME);
    expect(QUESTIONNAIRE_CHROME).toEqual({ header: "phone", footer: true, account: null, languages: true });
  });
});
