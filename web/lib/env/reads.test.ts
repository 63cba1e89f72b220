import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ALL, BUILD } from "./schema.mjs";

/**
 * Every environment variable the code reads is declared in the schema (so the README's table,
 * made from it, lists it), and the site's own code reads the environment only through lib/env.
 */
const root = join(import.meta.dirname, "..", "..", "..");
const SKIPPED = new Set(["node_modules", ".next", ".turbo", ".git", "styled-system", "dist", "public", ".data"]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".next")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

type Read = { name: string | null; line: number };

const isProcessEnv = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === "env" &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === "process";

/**
 * Where a file reads the environment, found in its syntax tree (comments and strings aside):
 * `process.env.X`, `process.env["X"]`, `{ X } = process.env` (name X), `process.env` used whole
 * (name null), and `env.X` of an alias or a parameter holding the parsed settings.
 */
function readsIn(path: string, text: string): { process: Read[]; aliased: string[] } {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const process: Read[] = [];
  const aliased: string[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (isProcessEnv(node)) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        process.push({ name: parent.name.text, line: lineOf(node) });
      } else if (ts.isElementAccessExpression(parent) && parent.expression === node) {
        const key = parent.argumentExpression;
        process.push({ name: ts.isStringLiteralLike(key) ? key.text : `[${key.getText(source)}]`, line: lineOf(node) });
      } else if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
        for (const element of parent.name.elements) {
          const key = element.propertyName ?? element.name;
          if (!element.dotDotDotToken && ts.isIdentifier(key)) process.push({ name: key.text, line: lineOf(node) });
        }
      } else {
        process.push({ name: null, line: lineOf(node) });
      }
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "env" &&
      /^[A-Z][A-Z0-9_]*$/.test(node.name.text)
    ) {
      aliased.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { process, aliased };
}

const files = ["web", "studio", "scripts"]
  .flatMap((dir) => sources(join(root, dir)))
  .map((path) => {
    const file = relative(root, path);
    return { path: file, ...readsIn(file, readFileSync(path, "utf8")) };
  });

/**
 * Code that is not a test, a bench or a script reads process.env only here, each for its reason;
 * `*` where the whole environment is handed on.
 */
const PRODUCTION_READS: Record<string, { names: string[] | "*"; why: string }> = {
  "web/lib/env/parse.mjs": { names: "*", why: "the one reader of the site's environment" },
  "web/lib/env/public.ts": {
    names: Object.keys(BUILD),
    why: "Next writes each literal NEXT_PUBLIC_* read into the browser's code at build time",
  },
  "web/lib/env/buildMode.ts": { names: ["NODE_ENV"], why: "how Next built the code, replaced at build time" },
  "web/server.mjs": {
    names: ["HOMEFRONT_FORWARDED_SECRET", "NODE_ENV"],
    why: "sets its per-process secret and Next's NODE_ENV before the environment is checked",
  },
  "web/next.config.ts": { names: "*", why: "checks what the build reads, apart from the server's secrets" },
  "web/instrumentation.ts": {
    names: ["NEXT_RUNTIME", "NEXT_PHASE"],
    why: "Next writes these per runtime at build time, which keeps Node-only code out of other runtimes",
  },
  "studio/env.ts": { names: "*", why: "the Studio is built by Sanity apart from the site and cannot import it" },
};

/** Tests, benches, scripts and their helpers, which may read their own knobs (declared all the same). */
const NOT_PRODUCTION = [
  /\.(test|spec)\.tsx?$/,
  /\.testing\.ts$/,
  /^web\/tests\//,
  /^web\/scripts\//,
  /^scripts\//,
  /^web\/playwright\.config\.ts$/,
  /^web\/blocks\/steps\/[^/]+\/drive\.ts$/,
];

describe("environment reads", () => {
  it("read only variables the schema declares, each by its name", () => {
    const undeclared = files.flatMap(({ path, process, aliased }) =>
      [...process.flatMap(({ name }) => (name ? [name] : [])), ...aliased]
        .filter((name) => !(name in ALL))
        .map((name) => `${path}: ${name}`),
    );
    expect(undeclared, "declare these in web/lib/env/schema.mjs, then run npm run env:table").toEqual([]);
  });

  it("go through lib/env in the site's own code, but for the reads listed with their reason", () => {
    const production = files.filter(({ path }) => !NOT_PRODUCTION.some((pattern) => pattern.test(path)));
    const stray = production.flatMap(({ path, process }) => {
      const allowed = PRODUCTION_READS[path]?.names;
      if (allowed === "*") return [];
      return process
        .filter(({ name }) => !name || !allowed?.includes(name))
        .map(({ name, line }) => `${path}:${line}: process.env${name ? `.${name}` : ""}`);
    });
    expect(stray, "read it through serverEnv() (web/lib/env/parse.mjs)").toEqual([]);
    // The list stays true: each exception still reads the environment.
    const stale = Object.keys(PRODUCTION_READS).filter(
      (path) => !production.some((file) => file.path === path && file.process.length > 0),
    );
    expect(stale).toEqual([]);
  });
});
