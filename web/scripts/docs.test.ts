import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 60's measure of docs that decide: a README under 250 lines, and decisions kept as short
 * records, each listed in the index, no decisions file (the index too) over 150 lines.
 */
const root = join(import.meta.dirname, "..", "..");
const decisions = join(root, "docs", "decisions");
const lines = (path: string) => readFileSync(path, "utf8").trimEnd().split("\n").length;
const records = readdirSync(decisions).filter((name) => name.endsWith(".md") && name !== "README.md");
const index = readFileSync(join(decisions, "README.md"), "utf8");
/** The index's links to files beside it (a link elsewhere, such as ../perf/, is not a record). */
const listed = [...index.matchAll(/\]\(([^)#/]+\.md)\)/g)].map((match) => String(match[1]));

describe("the docs", () => {
  it("keep the README under 250 lines", () => {
    expect(lines(join(root, "README.md"))).toBeLessThan(250);
  });

  it("list every decision record in docs/decisions/README.md, once, and nothing else", () => {
    expect(records.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !records.includes(name))).toEqual([]);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
  });

  it("keep each decision file, the index too, to 150 lines at most", () => {
    const long = [...records, "README.md"].filter((name) => lines(join(decisions, name)) > 150);
    expect(long).toEqual([]);
  });
});
