const path = require("node:path");

// Paths from this file, so tools started elsewhere (Vitest at the repo root) find Panda's config.
module.exports = {
  plugins: {
    "@pandacss/dev/postcss": { cwd: __dirname, configPath: path.join(__dirname, "panda.config.ts") },
  },
};
