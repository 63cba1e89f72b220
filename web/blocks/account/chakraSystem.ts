import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Runtime Chakra for the signed-in areas (issue 8's decision). Without its preflight and global
 * styles: the header and footer around it are the public site's (Panda), and must look the same.
 * Solid blue one shade darker than Chakra's: its hovered buttons (90% of the colour) kept white
 * text under 4.5:1.
 */
const accountConfig = defineConfig({
  theme: { semanticTokens: { colors: { blue: { solid: { value: "{colors.blue.700}" } } } } },
});

export const accountSystem = createSystem({ ...defaultConfig, preflight: false, globalCss: {} }, accountConfig);
