const fs = require("node:fs");
const path = require("node:path");

// Panda's config sits beside this file. Next runs PostCSS from web/ (and gives this file a virtual
// __dirname under Turbopack); Vitest runs it from the repo root: look in each.
const root =
  [__dirname, process.cwd(), path.join(process.cwd(), "web")].find((dir) =>
    fs.existsSync(path.join(dir, "panda.config.ts")),
  ) ?? process.cwd();

module.exports = {
  plugins: {
    "@pandacss/dev/postcss": { cwd: root, configPath: path.join(root, "panda.config.ts") },
    // After Panda: the token variables no stylesheet or source of ours reads are dropped.
    [path.join(root, "styles", "pruneUnusedCssVars.cjs")]: { root },
  },
};
