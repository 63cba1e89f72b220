import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 12 item 4: every word a visitor reads comes from content (the spec's fixed validation and
 * error messages excepted, which live in lib/validation and lib/api, outside this scan). This
 * finds words written in components instead: JSX text, visible attributes, English/Spanish copy
 * maps and `locale === "es" ? "…" : "…"` choices. A new word belongs in a word group
 * (studio/schemas/objects/wordGroups.ts), where Site settings and every brand can edit it.
 */

const webDir = join(import.meta.dirname, "..");
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label"]);
const WORDS = /\p{L}{2,}/u;

/**
 * The staff console is the company's own tool, read by its marketers and legal team, never by a
 * visitor: its words are in English in its code (docs/decisions/staff-console.md).
 */
const STAFF_ONLY = "blocks/account/console/";

const sourceFiles = () =>
  ["app", "blocks", "flows"].flatMap((dir) =>
    (readdirSync(join(webDir, dir), { recursive: true }) as string[])
      .map((file) => `${dir}/${file.split("\\").join("/")}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|testing)\.tsx?$/.test(file) && !file.endsWith("/drive.ts"))
      .filter((file) => !file.startsWith(STAFF_ONLY)),
  );

/** A language or locale code ("es", "en-US", "es_US") is not a word anyone reads. */
const LOCALE_CODE = /^[a-z]{2}(?:[-_][A-Z]{2})?$/;

const isWords = (node: ts.Node | undefined): boolean =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
  WORDS.test(node.text) &&
  !LOCALE_CODE.test(node.text);

/** The words written into one file, as the visitor would read them. */
export function wordsWrittenIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText()) && isWords(node.initializer)) {
      found.push(`${node.name.getText()}=${node.initializer?.getText()}`);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const names = new Set(node.properties.map((property) => property.name?.getText()));
      if (names.has("en") && names.has("es"))
        found.push(`{ en, es } at line ${source.getLineAndCharacterOfPosition(node.pos).line + 1}`);
    }
    if (ts.isConditionalExpression(node) && /\blocale\b/.test(node.condition.getText())) {
      if (isWords(node.whenTrue) || isWords(node.whenFalse)) found.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("every visible word comes from content (issue 12 item 4)", () => {
  it("finds no words written into any component, step or page", () => {
    const holding = sourceFiles()
      .filter((file) => wordsWrittenIn(file, readFileSync(join(webDir, file), "utf8")).length > 0)
      .sort();
    expect(holding).toEqual([]);
  });

  it("recognises each way words get written into a component", () => {
    expect(wordsWrittenIn("a.tsx", "const a = <p>Check my savings</p>;")).toEqual(["Check my savings"]);
    expect(wordsWrittenIn("a.tsx", 'const a = <input placeholder="Your name" />;')).toEqual([
      'placeholder="Your name"',
    ]);
    expect(wordsWrittenIn("a.ts", 'const words = { en: { go: "Go" }, es: { go: "Ir" } };')).toHaveLength(1);
    expect(wordsWrittenIn("a.tsx", 'const a = locale === "es" ? "Atrás" : "Back";')).toHaveLength(1);
    // Numbers, punctuation and words from content are not written words.
    expect(
      wordsWrittenIn("a.tsx", 'const a = <p>{words.back} → 1,200 <input placeholder="(555) 555-5555" /></p>;'),
    ).toEqual([]);
    expect(wordsWrittenIn("a.tsx", 'const other = locale === "es" ? "en-US" : "es_US";')).toEqual([]);
  });
});
