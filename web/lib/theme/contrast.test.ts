import { describe, expect, it } from "vitest";
import { loadEmbeddedDataset } from "@/lib/content/embeddedDataset";
import { BRAND_THEMES, brandThemeStyle, FOCUS_RING_VARIABLE } from "./brandThemes";
import { contrastRatio, FOCUS_CONTRAST, focusRingColor } from "./contrast";

describe("focus ring contrast (issue 58 item 11, WCAG 1.4.11)", () => {
  it("works the ratio out as WCAG does", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFD43B", "#FFF9F2")).toBeCloseTo(1.4, 1);
  });

  it("reaches 3:1 against the background and white in every theme class", () => {
    for (const [styleClass, palette] of Object.entries(BRAND_THEMES)) {
      const ring = focusRingColor(palette.accent, palette.background);
      expect(contrastRatio(ring, palette.background), styleClass).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
      expect(contrastRatio(ring, "#FFFFFF"), styleClass).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
    }
  });

  it("keeps an accent that already reaches it, and darkens one that does not", () => {
    expect(focusRingColor("#1C7ED6", "#FFFCF0")).toBe("#1C7ED6");
    const sunsaver = focusRingColor("#FFD43B", "#FFF9F2");
    expect(sunsaver).not.toBe("#FFD43B");
    expect(contrastRatio(sunsaver, "#FFF9F2")).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
  });

  it("gives every brand in content a ring from its own colours that reaches it", () => {
    const brands = loadEmbeddedDataset().filter((document) => document._type === "brand");
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      const theme = brand.theme as { background: string };
      const ring = brandThemeStyle(theme as never)[FOCUS_RING_VARIABLE] ?? "";
      expect(contrastRatio(ring, theme.background), String(brand.name)).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
    }
  });
});
