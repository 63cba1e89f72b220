import { expect, test } from "@playwright/test";
import { loadEmbeddedDataset } from "@/lib/content/embeddedDataset";
import { on } from "./brandHost";

/** WCAG 2.x relative luminance of an sRGB colour given as "rgb(r, g, b)". */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const brands = loadEmbeddedDataset()
  .filter((document) => document._type === "brand")
  .map((brand) => ({ name: String(brand.name), domain: String(brand.domain) }));

/**
 * Issue 58 item 11 (WCAG 1.4.11): the keyboard focus ring of every brand reaches 3:1 against the
 * page background around it, computed from the colours the browser paints.
 */
for (const brand of brands) {
  test(`${brand.name}'s focus ring reaches 3:1 against its background`, async ({ page }) => {
    await page.goto(on(brand.domain, "/legal/terms"));
    // Past the skip link (on a white box of its own when focused) to the logo's link.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const colours = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const rgb = (colour: string) => {
        // The browser resolves color-mix() and variables; a canvas turns any colour into rgb().
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      };
      return {
        ring: rgb(getComputedStyle(focused).outlineColor),
        style: getComputedStyle(focused).outlineStyle,
        background: rgb(getComputedStyle(document.documentElement).backgroundColor),
      };
    });
    expect(colours.style).not.toBe("none");
    expect(contrast(colours.ring, colours.background)).toBeGreaterThanOrEqual(3);
  });
}
