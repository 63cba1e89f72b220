import { createSystem, defaultConfig } from "@chakra-ui/react";

/**
 * Runtime Chakra for the signed-in areas (issue 8's decision). Without its preflight and global
 * styles: the header and footer around it are the public site's (Panda), and must look the same.
 */
export const accountSystem = createSystem({ ...defaultConfig, preflight: false, globalCss: {} });
