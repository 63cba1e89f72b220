import type { THEME_STYLE_CLASSES } from "studio/constants";
import { focusRingColor } from "./contrast";

type ThemeStyleClass = (typeof THEME_STYLE_CLASSES)[number];
type Palette = { primary: string; accent: string; background: string; text: string };

/**
 * The default colours of each theme class a brand can pick in the Studio. A brand's own colour
 * fields, when set, override these through CSS variables on <html> (brandThemeStyle), so a
 * marketer's colour change needs no deploy; the class still gives every brand a complete palette.
 */
export const BRAND_THEMES = {
  "theme-sunrise": { primary: "#E8590C", accent: "#FFD43B", background: "#FFF9F2", text: "#1F2933" },
  "theme-ocean": { primary: "#1864AB", accent: "#4DABF7", background: "#F4F9FF", text: "#102A43" },
  "theme-forest": { primary: "#2B8A3E", accent: "#94D82D", background: "#F5FBF4", text: "#1B2E1F" },
  "theme-slate": { primary: "#212529", accent: "#FAB005", background: "#F8F9FA", text: "#212529" },
  "theme-crimson": { primary: "#C92A2A", accent: "#FFA94D", background: "#FFF8F8", text: "#2B1B1B" },
  "theme-violet": { primary: "#5F3DC4", accent: "#FCC419", background: "#F8F5FF", text: "#21183A" },
  "theme-teal": { primary: "#0B7285", accent: "#66D9E8", background: "#F2FBFC", text: "#0B2E35" },
  "theme-gold": { primary: "#B07D04", accent: "#1C7ED6", background: "#FFFCF0", text: "#2A2310" },
} as const satisfies Record<ThemeStyleClass, Palette>;

const DEFAULT_THEME: ThemeStyleClass = "theme-ocean";

/** "theme-sunrise" -> "themeSunrise": the Panda condition of a theme class. */
const conditionName = (styleClass: string) =>
  styleClass.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const themeEntries = Object.entries(BRAND_THEMES) as [ThemeStyleClass, Palette][];

/** One Panda condition per theme class, matching the class on <html>. */
export const brandThemeConditions = Object.fromEntries(
  themeEntries.map(([styleClass]) => [conditionName(styleClass), `.${styleClass} &`]),
);

/** The raw CSS variables a brand's own colours set (they win over the class defaults). The focus ring's is worked out from them. */
export const BRAND_COLOR_VARIABLES = {
  primary: "--brand-primary",
  accent: "--brand-accent",
  background: "--brand-background",
  text: "--brand-text",
} as const satisfies Record<keyof Palette, string>;

/** The focus ring worked out from a brand's own accent and background (focusRingColor). */
export const FOCUS_RING_VARIABLE = "--brand-focus-ring";

const ringOf = (palette: Palette) => focusRingColor(palette.accent, palette.background);

/**
 * A colour from the brand's own variable, else the theme class's default; `darken` mixes in
 * black (percent), so text and filled buttons keep WCAG AA contrast with white whatever hue a
 * brand picks (an orange like #E8590C is 3.6:1 on white as it is, 4.8:1 at 15% darker).
 */
function paletteToken(pick: (palette: Palette) => string, variable: keyof Palette | "focusRing", darken = 0) {
  const value: Record<string, string> = { base: pick(BRAND_THEMES[DEFAULT_THEME]) };
  for (const [styleClass, palette] of themeEntries) value[`_${conditionName(styleClass)}`] = pick(palette);
  const name = variable === "focusRing" ? FOCUS_RING_VARIABLE : BRAND_COLOR_VARIABLES[variable];
  for (const key of Object.keys(value)) {
    const color = `var(${name}, ${value[key]})`;
    value[key] = darken > 0 ? `color-mix(in srgb, ${color} ${100 - darken}%, black)` : color;
  }
  return { value };
}

const mix = (variable: string, percent: number) =>
  `color-mix(in srgb, var(--colors-brand-${variable}) ${percent}%, white)`;

/**
 * The `brand` colour palette in the shape Chakra's recipes read through `colorPalette`
 * (solid, contrast, fg, muted, subtle, emphasized, focusRing), plus the page colours.
 */
export const brandThemeTokens = {
  solid: paletteToken((palette) => palette.primary, "primary", 15),
  fg: paletteToken((palette) => palette.primary, "primary", 25),
  accent: paletteToken((palette) => palette.accent, "accent"),
  // 3:1 against the page and white whatever accent a brand picks (issue 58 item 11).
  focusRing: paletteToken(ringOf, "focusRing"),
  background: paletteToken((palette) => palette.background, "background"),
  text: paletteToken((palette) => palette.text, "text"),
  contrast: { value: "#ffffff" },
  muted: { value: mix("solid", 20) },
  subtle: { value: mix("solid", 8) },
  emphasized: { value: mix("solid", 30) },
};

/** The inline style of <html> for a brand's own colours (server-rendered, nothing computed in the browser). */
export function brandThemeStyle(
  theme: (Partial<Record<keyof Palette, string | null>> & { styleClass?: string | null }) | null | undefined,
) {
  const style: Record<string, string> = {};
  if (!theme) return style;
  for (const [key, variable] of Object.entries(BRAND_COLOR_VARIABLES) as [keyof Palette, string][]) {
    const value = theme[key];
    // Content is validated as #rrggbb in the Studio; anything else would break out of the declaration.
    if (value && /^#[0-9a-fA-F]{6}$/.test(value)) style[variable] = value;
  }
  // The ring from the brand's own colours, each falling back to its theme class's.
  const classPalette =
    BRAND_THEMES[(theme.styleClass ?? DEFAULT_THEME) as ThemeStyleClass] ?? BRAND_THEMES[DEFAULT_THEME];
  const accent = style[BRAND_COLOR_VARIABLES.accent];
  const background = style[BRAND_COLOR_VARIABLES.background];
  if (accent || background)
    style[FOCUS_RING_VARIABLE] = focusRingColor(accent ?? classPalette.accent, background ?? classPalette.background);
  return style;
}
