import { expect, type Page, test } from "@playwright/test";
import { shippedWords } from "@/lib/content/words.testing";
import { on } from "./brandHost";

/** The page's own metadata as a crawler or a link preview reads it (null for a tag it lacks). */
function metadataOf(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attribute('meta[name="description"]', "content"),
      canonical: attribute('link[rel="canonical"]', "href"),
      ogTitle: attribute('meta[property="og:title"]', "content"),
      ogDescription: attribute('meta[property="og:description"]', "content"),
      ogUrl: attribute('meta[property="og:url"]', "content"),
    };
  });
}

/**
 * Issue 58 item 10: each page's title, description, canonical address and Open Graph tags are its
 * own (a shared link shows the page shared), and a missing page is titled as one.
 */
for (const locale of ["en", "es"] as const) {
  const prefix = locale === "es" ? "/es" : "";

  test(`each page's metadata is its own (${locale})`, async ({ page }) => {
    const pages = [
      { host: "toproofpros.com", path: `${prefix}/legal/privacy-policy` },
      { host: "sunsaverprogram.com", path: `${prefix}/solar-101` },
      { host: "sunsaverprogram.com", path: `${prefix}/savings-mini/homeowner-renter` },
      { host: "sunsaverprogram.com", path: `${prefix}/go-solar-savings-slick` },
    ];
    for (const { host, path } of pages) {
      await page.goto(on(host, prefix || "/"));
      const home = await metadataOf(page);
      await page.goto(on(host, path));
      const meta = await metadataOf(page);
      expect(meta.canonical).toBe(`https://${host}${path}`);
      expect(meta.ogUrl).toBe(meta.canonical);
      expect(meta.ogTitle).toBe(meta.title);
      expect(meta.ogDescription).toBe(meta.description);
      expect(meta.description).toBeTruthy();
      expect(meta.ogTitle).not.toBe(home.ogTitle);
    }
  });

  test(`a missing page is titled as missing (${locale})`, async ({ page }) => {
    const words = shippedWords("siteWords", locale);
    const answer = await page.goto(on("sunsaverprogram.com", `${prefix}/no-such-page`));
    expect(answer?.status()).toBe(404);
    expect(await page.title()).toContain(words.notFoundTitle);
  });

  test(`a missing page under a questionnaire's address is titled as missing (${locale})`, async ({ page }) => {
    const words = shippedWords("siteWords", locale);
    for (const path of [`${prefix}/savings/nope`, `${prefix}/survey/no-such-step`]) {
      const answer = await page.goto(on("sunsaverprogram.com", path));
      expect(answer?.status()).toBe(404);
      expect(await page.title()).toBe(`${words.notFoundTitle} | SunSaver Program`);
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toContain("noindex");
    }
  });
}
