import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import pruneUnusedCssVars from "./pruneUnusedCssVars.cjs";

/** A web app directory whose sources mention `names`. */
function appReading(...names: string[]) {
  const root = mkdtempSync(join(tmpdir(), "prune-vars-"));
  mkdirSync(join(root, "blocks"));
  writeFileSync(join(root, "blocks", "Thing.module.css"), names.map((name) => `.x{color:var(${name})}`).join("\n"));
  return root;
}

async function prune(css: string, root = appReading()) {
  const result = await postcss([pruneUnusedCssVars({ root })]).process(css, { from: undefined });
  return result.css;
}

const TOKENS = `@layer tokens{:root{--colors-gray-200:#e4e4e7;--colors-gray-900:#18181b;--colors-border:var(--colors-gray-200);--spacing-4\\.5:1.125rem;--unused:1px}}`;

describe("pruneUnusedCssVars", () => {
  it("keeps a variable a rule reads, and the variables it reads in turn", async () => {
    const out = await prune(`${TOKENS}.card{border-color:var(--colors-border)}`);
    expect(out).toContain("--colors-border:var(--colors-gray-200)");
    expect(out).toContain("--colors-gray-200:#e4e4e7");
    expect(out).not.toContain("--colors-gray-900");
    expect(out).not.toContain("--unused");
  });

  it("reads names with escaped dots (Chakra's half steps)", async () => {
    const out = await prune(`${TOKENS}.button{padding-inline:var(--spacing-4\\.5)}`);
    expect(out).toContain("--spacing-4\\.5:1.125rem");
  });

  it("keeps what the app's own sources read (CSS modules are other stylesheets)", async () => {
    const out = await prune(TOKENS, appReading("--colors-gray-900"));
    expect(out).toContain("--colors-gray-900:#18181b");
    expect(out).not.toContain("--colors-gray-200");
  });

  it("leaves a stylesheet without Panda's tokens layer alone", async () => {
    const css = ":root{--own:1px}.a{color:red}";
    expect(await prune(css)).toBe(css);
  });

  it("drops rules left empty", async () => {
    const out = await prune(`${TOKENS}.dark{--unused:2px}`);
    expect(out).not.toContain(".dark");
  });
});
