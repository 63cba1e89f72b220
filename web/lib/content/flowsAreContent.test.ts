import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEmbeddedDataset } from "./embeddedDataset";

const root = join(import.meta.dirname, "..", "..", "..");

/** The seeded flows' prefixes: the spec's 27, from the embedded dataset. */
const prefixes = loadEmbeddedDataset()
  .filter((doc) => doc._type === "flow")
  .map((doc) => (doc.prefix as { current: string }).current);

/** Spec 2.5 names /free-report among its special paths: code may name it as one. */
const SPECIAL_PATHS = new Set(["/free-report"]);

/**
 * Where a flow may be named: the seed and its dataset, tests (they pin the spec's flows) and the
 * benches (they measure pages of the seeded flows); never generated or installed files.
 */
const skipped = (path: string) =>
  /(^|\/)(node_modules|\.next|styled-system|dist|\.sanity|\.turbo)\//.test(path) ||
  path.startsWith("studio/content/") ||
  path.startsWith("web/tests/") ||
  path.startsWith("web/scripts/bench") ||
  /\.(test|spec|testing)\.[cm]?[jt]sx?$/.test(path) ||
  path === "web/lib/content/sanity.types.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (skipped(`${path}${entry.isDirectory() ? "/" : ""}`)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

describe("flows are content (issue 61)", () => {
  it("finds the spec's 27 flows in the seed", () => {
    expect(prefixes).toHaveLength(27);
  });

  it("leaves no flow prefix written in a string of the code of web/ or studio/", () => {
    const named = prefixes.filter((prefix) => !SPECIAL_PATHS.has(prefix)).sort((a, b) => b.length - a.length);
    // A quote, the prefix, then the string's end or the rest of a path.
    const literal = new RegExp(`["'\`](${named.map(escapeRegExp).join("|")})(?=["'\`/?#])`, "g");
    const files = [...sourceFiles("web"), ...sourceFiles("studio")];
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          [...line.matchAll(literal)].map((match) => `${relative(root, join(root, file))}:${index + 1} ${match[1]}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
