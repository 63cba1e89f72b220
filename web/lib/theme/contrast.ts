/** WCAG 2.x colour contrast, for colours written #rrggbb. */

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`.toUpperCase();

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 1.4.11: a focus indicator is a user-interface component's visual, 3:1 against what is around it. */
export const FOCUS_CONTRAST = 3;

/**
 * The brand's focus ring (issue 58 item 11): its accent colour where that reaches 3:1 against the
 * page's background and against white (the answer cards and fields it rings), else the accent
 * darkened (mixed with black, 5% at a time, as CSS color-mix would) until it does. SunSaver's
 * yellow #FFD43B on #FFF9F2 was 1.4:1.
 */
export function focusRingColor(accent: string, background: string): string {
  const [r, g, b] = channels(accent);
  for (let black = 0; black <= 100; black += 5) {
    const keep = 1 - black / 100;
    const ring = toHex([r * keep, g * keep, b * keep]);
    if (contrastRatio(ring, background) >= FOCUS_CONTRAST && contrastRatio(ring, "#FFFFFF") >= FOCUS_CONTRAST)
      return ring;
  }
  return "#000000";
}
