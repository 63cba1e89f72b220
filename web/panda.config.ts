import chakraPreset from "@chakra-ui/panda-preset";
import { defineConfig } from "@pandacss/dev";
import { brandThemeConditions, brandThemeTokens } from "./lib/theme/brandThemes";

/**
 * Public pages are styled at build time: Chakra's tokens and recipes through its Panda preset,
 * plus one semantic `brand` palette whose values switch with the brand's theme class on <html>.
 * No style is resolved in the browser (the speed decision in docs/decisions.md).
 */
export default defineConfig({
  presets: [chakraPreset],
  preflight: true,
  include: ["./app/**/*.{ts,tsx}", "./blocks/**/*.{ts,tsx}", "./flows/**/*.{ts,tsx}"],
  exclude: ["./**/*.test.{ts,tsx}"],
  outdir: "styled-system",
  conditions: { extend: brandThemeConditions },
  theme: {
    extend: {
      semanticTokens: { colors: { brand: brandThemeTokens } },
      // Spec 4.2: the new step enters from the right, the old one leaves to the left. The new
      // question slides in fully opaque: it is readable from its first frame (a fade from 0 hid it
      // for one more frame after the tap).
      keyframes: {
        stepEnter: { from: { transform: "translateX(40px)" }, to: { transform: "none" } },
        stepExit: { from: { transform: "none", opacity: 1 }, to: { transform: "translateX(-40px)", opacity: 0 } },
        stepFadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        stepFadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
      },
    },
  },
  globalCss: {
    extend: {
      html: { colorPalette: "brand", bg: "brand.background", color: "brand.text" },
    },
  },
});
