import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Brand colours come from content as CSS variables on <html> (--brand-primary, …), so one
 * Chakra system serves every brand: the `brand` palette points at those variables.
 */
const config = defineConfig({
  preflight: false,
  theme: {
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "var(--brand-primary)" },
          contrast: { value: "#ffffff" },
          fg: { value: "var(--brand-primary)" },
          muted: { value: "color-mix(in srgb, var(--brand-primary) 20%, white)" },
          subtle: { value: "color-mix(in srgb, var(--brand-primary) 8%, white)" },
          emphasized: { value: "color-mix(in srgb, var(--brand-primary) 30%, white)" },
          focusRing: { value: "var(--brand-accent)" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
