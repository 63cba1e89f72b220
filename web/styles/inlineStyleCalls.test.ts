import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { css } from "@/styled-system/css";
import { button } from "@/styled-system/recipes/button";
import { inlineStyleCalls, pandaEvaluator, styleModules } from "./inlineStyleCalls.cjs";

const webDir = join(import.meta.dirname, "..");
const evaluator = pandaEvaluator(join(webDir, "styled-system"));

async function transform(source: string, fileName = "Example.tsx") {
  return inlineStyleCalls(source, fileName, await evaluator(styleModules(source, fileName)));
}

describe("inlineStyleCalls (build-time class strings for literal style calls)", () => {
  it("replaces a literal css() call with the class string Panda's runtime gives, and drops the import", async () => {
    const source = `import { css } from "@/styled-system/css";
export const frame = css({ maxWidth: "560px", mx: "auto", _hover: { color: "brand.fg" }, md: { px: "4" } });
`;
    const { code, inlined, kept } = await transform(source);
    const expected = css({ maxWidth: "560px", mx: "auto", _hover: { color: "brand.fg" }, md: { px: "4" } });
    expect(expected).toBe("max-w_560px mx_auto hover:c_brand.fg md:px_4");
    expect(code).toBe(`\nexport const frame = ${JSON.stringify(expected)};\n`);
    expect({ inlined, kept }).toEqual({ inlined: 1, kept: 0 });
  });

  it("inlines recipe calls, slot recipes as an object of classes by slot", async () => {
    const source = `import { button } from "@/styled-system/recipes/button";
import { stat } from "@/styled-system/recipes/stat";
const primary = button({ size: "xl" });
const slots = stat();
export function Go() { return <button className={primary}>{slots.root}</button>; }
`;
    const { code } = await transform(source);
    expect(code).toContain(`const primary = ${JSON.stringify(button({ size: "xl" }))};`);
    expect(code).toContain(`const slots = ({"root":"stat__root stat__root--size_md",`);
    // <button> is an element, not a read of the recipe: both imports go.
    expect(code).not.toContain("styled-system");
  });

  it("keeps a call with anything computed in it, and the import it needs", async () => {
    const source = `import { css, cx } from "@/styled-system/css";
const gap = "3";
export const list = css({ display: "flex", gap });
export const item = cx(css({ p: "2" }), list);
`;
    const { code, inlined, kept } = await transform(source);
    expect({ inlined, kept }).toEqual({ inlined: 1, kept: 1 });
    expect(code).toContain(`import { css, cx } from "@/styled-system/css";`);
    expect(code).toContain(`css({ display: "flex", gap })`);
    expect(code).toContain(`cx("p_2", list)`);
  });

  it("takes cx from its own module once css() is gone (the css index would run the whole runtime)", async () => {
    const source = `import { css, cx } from "@/styled-system/css";
export const a = (on: boolean) => cx(css({ p: "2" }), on && css({ color: "red" }));
`;
    const { code } = await transform(source);
    expect(code).toBe(`import { cx } from "@/styled-system/css/cx.mjs";
export const a = (on: boolean) => cx("p_2", on && "c_red");
`);
  });

  it("leaves a file without style imports, and type-only imports, as they are", async () => {
    const plain = `import { useState } from "react";\nexport const css = (x: string) => x;\ncss("a");\n`;
    expect((await transform(plain)).code).toBe(plain);
    const typeOnly = `import type { SystemStyleObject } from "@/styled-system/types";\nexport type S = SystemStyleObject;\n`;
    expect((await transform(typeOnly, "types.ts")).code).toBe(typeOnly);
  });

  it("leaves no styling runtime call in a client component or anything it imports (each would ship the runtime)", async () => {
    const resolve = (from: string, specifier: string) => {
      const base = specifier.startsWith("@/") ? join(webDir, specifier.slice(2)) : join(dirname(from), specifier);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
      return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && !file.includes("styled-system"));
    };
    const clientFiles = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) visit(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (/^\s*["']use client["']/.test(readFileSync(full, "utf8"))) clientFiles.add(full);
        }
      }
    };
    for (const dir of ["app", "blocks", "flows", "lib"]) visit(join(webDir, dir));
    expect(clientFiles.size).toBeGreaterThan(20);
    // Everything a client component imports is bundled for the browser too.
    for (const file of clientFiles) {
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(
        /^import (?!type )[^;]*? from "((?:@\/|\.)[^"]+)"/gm,
      )) {
        const imported = specifier && resolve(file, specifier);
        if (imported) clientFiles.add(imported);
      }
    }
    const kept: string[] = [];
    for (const file of clientFiles) {
      const result = await transform(readFileSync(file, "utf8"), file);
      if (result.kept > 0 || result.code.includes('from "@/styled-system/css"')) kept.push(file);
    }
    expect(kept).toEqual([]);
  });
});
