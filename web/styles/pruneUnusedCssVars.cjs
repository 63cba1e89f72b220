const fs = require("node:fs");
const path = require("node:path");

/**
 * PostCSS plugin: drops the custom properties nothing reads from the stylesheet that holds Panda's
 * tokens layer. Chakra's preset defines ~700 variables on :root; every page inlines the stylesheet
 * twice (the <style> and the RSC payload) and the browser resolves each one at style time, which
 * issue 8 measured as most of a public page's style-and-layout work. Panda 1.12 has no switch for
 * it (its `optimize.removeUnusedTokens` came later).
 *
 * A variable stays when a declaration that is not itself a variable reads it, when a kept variable
 * reads it, or when its name appears in the web app's own sources (CSS modules and inline styles
 * are other stylesheets, so they are scanned as text: over-keeping is harmless, under-keeping is
 * not).
 */
const SOURCE_DIRS = ["app", "blocks", "flows", "lib"];
const SOURCE_FILE = /\.(css|ts|tsx)$/;
const NAME = /--(?:[A-Za-z0-9_-]|\\.)+/g;
const READ = /var\(\s*(--(?:[A-Za-z0-9_-]|\\.)+)/g;

function namesInSources(root) {
  const names = new Set();
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) visit(full);
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith("globals.css")) {
        for (const name of fs.readFileSync(full, "utf8").match(NAME) ?? []) names.add(name);
      }
    }
  };
  for (const dir of SOURCE_DIRS) {
    const full = path.join(root, dir);
    if (fs.existsSync(full)) visit(full);
  }
  return names;
}

const reads = (value) => Array.from(value.matchAll(READ), (match) => match[1]);

/** @param {{ root: string }} options the web app's directory */
module.exports = (options) => ({
  postcssPlugin: "prune-unused-css-vars",
  OnceExit(css) {
    let hasTokens = false;
    css.walkAtRules("layer", (rule) => {
      if (rule.params.trim() === "tokens" && rule.nodes) hasTokens = true;
    });
    if (!hasTokens) return;

    const readsOf = new Map();
    const kept = namesInSources(options.root);
    const pending = [...kept];
    css.walkDecls((decl) => {
      if (decl.prop.startsWith("--")) {
        const list = readsOf.get(decl.prop) ?? [];
        list.push(...reads(decl.value));
        readsOf.set(decl.prop, list);
      } else {
        pending.push(...reads(decl.value));
      }
    });
    while (pending.length > 0) {
      const name = pending.pop();
      if (kept.has(name) && !readsOf.has(name)) continue;
      kept.add(name);
      for (const next of readsOf.get(name) ?? []) {
        if (!kept.has(next)) pending.push(next);
      }
      readsOf.delete(name);
    }
    css.walkDecls((decl) => {
      if (decl.prop.startsWith("--") && !kept.has(decl.prop)) decl.remove();
    });
    css.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    css.walkAtRules((rule) => {
      if (rule.nodes && rule.nodes.length === 0) rule.remove();
    });
  },
});
module.exports.postcss = true;
