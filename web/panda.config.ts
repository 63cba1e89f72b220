import chakraPreset from "@chakra-ui/panda-preset";
import { defineConfig } from "@pandacss/dev";
import { brandThemeConditions, brandThemeTokens } from "./lib/theme/brandThemes";

// The system's own UI font on every platform (San Francisco, Segoe UI, Roboto): nothing to download.
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Chakra's global styles, but what its `*` rule declares (`font-feature-settings` and custom
 * properties, all inherited) is declared once, on <html>. Declared on every element, each element's
 * style carried variables of its own to resolve: forcing a full style recalculation of the phone
 * step took 5.1 ms unthrottled with the rule, 3.9 ms without (issue 8), and a step's taps restyle
 * elements in their long tasks. Brand themes switch tokens on <html> only, so every element
 * inherits the same values it declared before.
 */
const { "*": everyElement, ...chakraGlobalCss } = chakraPreset.globalCss ?? {};

/**
 * Chakra's own light-mode condition (its runtime's `defaultConfig`), which the Panda preset leaves
 * out: Panda's default `.light &` put the preset's light-only semantic tokens (fg.muted, fg.error,
 * border, border.emphasized, border.error, bg.emphasized, …) under a `.light` class no page has,
 * so they were undefined everywhere: placeholders drawn as dark as typed text, errors not red,
 * skeletons invisible. The root now carries them, as it does under runtime Chakra.
 */
const CHAKRA_LIGHT_CONDITION = ":root &, .light &";

/**
 * Public pages are styled at build time: Chakra's tokens and recipes through its Panda preset,
 * plus one semantic `brand` palette whose values switch with the brand's theme class on <html>.
 * No style is resolved in the browser (the speed decision in docs/decisions/panda-css-on-public-pages.md).
 */
export default defineConfig({
  presets: [{ ...chakraPreset, globalCss: chakraGlobalCss }],
  preflight: true,
  include: ["./app/**/*.{ts,tsx}", "./blocks/**/*.{ts,tsx}", "./flows/**/*.{ts,tsx}"],
  exclude: ["./**/*.test.{ts,tsx}"],
  outdir: "styled-system",
  conditions: { extend: { ...brandThemeConditions, light: CHAKRA_LIGHT_CONDITION } },
  theme: {
    extend: {
      // One stack for body text and headings: the system's own UI font (SYSTEM_FONTS). Chakra's
      // heading stack (Inter first) was a second stack, used only by section headings, so the
      // browser first resolved it, family by family, inside the layout of the results' arrival (issue 8).
      tokens: { fonts: { body: { value: SYSTEM_FONTS }, heading: { value: SYSTEM_FONTS } } },
      semanticTokens: {
        colors: {
          brand: brandThemeTokens,
          // Darker than Chakra's light values where text and form fields need the contrast (WCAG
          // 1.4.3 and 1.4.11): a field's outline 4.8:1 on white (gray.300 was 1.5:1), an error
          // message 6.5:1 (red.500 was 3.8:1 at 14 px).
          border: { emphasized: { value: { _light: "{colors.gray.500}", _dark: "{colors.gray.400}" } } },
          fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
        },
      },
      // Spec 4.2: the new step enters from the right (the old one leaves in flows/transition.ts). The new
      // question slides in fully opaque: it is readable from its first frame (a fade from 0 hid it
      // for one more frame after the tap).
      keyframes: {
        stepEnter: { from: { transform: "translateX(40px)" }, to: { transform: "none" } },
        stepFadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
      },
    },
  },
  globalCss: {
    extend: {
      html: { ...everyElement, colorPalette: "brand", bg: "brand.background", color: "brand.text" },
    },
  },
});
