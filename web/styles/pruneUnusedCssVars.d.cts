import type { PluginCreator } from "postcss";

declare const pruneUnusedCssVars: PluginCreator<{ root: string }>;
export = pruneUnusedCssVars;
