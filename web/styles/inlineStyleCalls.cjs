const fs = require("node:fs");
const path = require("node:path");
const { pathToFileURL } = require("node:url");
const ts = require("typescript");

/**
 * Turbopack loader: rewrites each `css({...})` and recipe call whose arguments are literals into
 * the class string Panda's own runtime gives for it, and drops the imports nothing reads any more,
 * so a step page's island no longer ships or runs the styling runtime (issue 8: on the first step
 * that runtime was ~60 ms of a 200 ms hydration task at 4x CPU). Panda 2's bundler plugins do this
 * ("source transforms"); Panda 1.12 with Turbopack has no such switch.
 *
 * The stylesheet is unaffected: Panda's PostCSS plugin extracts from the files on disk. A call with
 * anything computed in it (a variable, a spread, a condition) keeps its runtime form, and so does
 * its import.
 */

const CSS_MODULE = "@/styled-system/css";
const RECIPE_MODULE = /^@\/styled-system\/recipes\/([a-z0-9-]+)$/;

/** The literal value of a node, or `NOT_STATIC`. */
const NOT_STATIC = Symbol("not static");
function literalValue(node) {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalValue(node.expression);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map(literalValue);
    return items.includes(NOT_STATIC) ? NOT_STATIC : items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return NOT_STATIC;
      const { name } = property;
      if (!(ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))) return NOT_STATIC;
      const value = literalValue(property.initializer);
      if (value === NOT_STATIC) return NOT_STATIC;
      object[name.text] = value;
    }
    return object;
  }
  return NOT_STATIC;
}

/** The named imports of the styled-system's css and recipe modules (type-only ones left out). */
function styleImportDeclarations(file) {
  const found = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const recipe = RECIPE_MODULE.exec(from);
    const bindings = statement.importClause?.namedBindings;
    if (from !== CSS_MODULE && !recipe) continue;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause.isTypeOnly) continue;
    found.push({ statement, from, module: recipe ? `recipes/${recipe[1]}` : "css/css", elements: bindings.elements });
  }
  return found;
}

/** Names imported from the style modules: local name → how to evaluate a call of it. */
function styleImports(file) {
  const found = [];
  for (const { from, module, elements } of styleImportDeclarations(file)) {
    for (const element of elements) {
      if (element.isTypeOnly) continue;
      const imported = (element.propertyName ?? element.name).text;
      if (from === CSS_MODULE && imported !== "css") continue;
      found.push({ local: element.name.text, imported, module });
    }
  }
  return found;
}

function parse(source, fileName) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
}

function applyEdits(source, edits) {
  let out = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** Whether an identifier names something other than a binding (`<button>`, `a.b`, `{ b: 1 }`). */
function isNotAReference(node) {
  const parent = node.parent;
  if (
    (ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxClosingElement(parent)) &&
    parent.tagName === node
  ) {
    return /^[a-z]/.test(node.text);
  }
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isJsxAttribute(parent) && parent.name === node)
  );
}

/** Identifiers read anywhere outside import declarations (over-counting keeps an import: harmless). */
function namesRead(file) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && !isNotAReference(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * The import declarations of `file` rewritten: style imports nothing reads are dropped, and `cx`
 * comes from its own module (the css index would still run the whole css runtime for it).
 */
function importEdits(file) {
  const read = namesRead(file);
  const edits = [];
  for (const { statement, from, elements } of styleImportDeclarations(file)) {
    const kept = elements.filter((element) => element.isTypeOnly || read.has(element.name.text));
    const values = kept.filter((element) => !element.isTypeOnly);
    const cxOnly =
      from === CSS_MODULE && values.length > 0 && values.every((e) => (e.propertyName ?? e.name).text === "cx");
    if (kept.length === elements.length && !cxOnly) continue;
    const names = values.map((element) => element.getText(file)).join(", ");
    let replacement = "";
    if (cxOnly) replacement = `import { ${names} } from "${CSS_MODULE}/cx.mjs";`;
    else if (values.length > 0) replacement = `import { ${names} } from "${from}";`;
    edits.push({ start: statement.getStart(file), end: statement.getEnd(), text: replacement });
  }
  return edits;
}

/** A class string, or a slot recipe's classes by slot, as code; null for anything else. */
function classesAsCode(result) {
  if (typeof result === "string") return JSON.stringify(result);
  const isSlots =
    result !== null && typeof result === "object" && Object.values(result).every((value) => typeof value === "string");
  return isSlots ? `(${JSON.stringify(result)})` : null;
}

/**
 * `source` with every literal style call replaced by its class string. `evaluate(module, name,
 * args)` runs the real Panda function (module is "css/css" or "recipes/<name>").
 */
function inlineStyleCalls(source, fileName, evaluate) {
  const file = parse(source, fileName);
  const imports = styleImports(file);
  if (imports.length === 0) return { code: source, inlined: 0, kept: 0 };
  const byLocal = new Map(imports.map((entry) => [entry.local, entry]));
  const edits = [];
  let kept = 0;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && byLocal.has(node.expression.text)) {
      const args = node.arguments.map(literalValue);
      if (args.includes(NOT_STATIC)) {
        kept++;
      } else {
        const entry = byLocal.get(node.expression.text);
        const text = classesAsCode(evaluate(entry.module, entry.imported, args));
        if (text !== null) {
          edits.push({ start: node.getStart(file), end: node.getEnd(), text });
          return;
        }
        kept++;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length === 0) return { code: source, inlined: 0, kept };
  const inlined = applyEdits(source, edits);
  const code = applyEdits(inlined, importEdits(parse(inlined, fileName)));
  return { code, inlined: edits.length, kept };
}

/** The style modules `source` imports ("css/css", "recipes/button", ...). */
function styleModules(source, fileName) {
  return [...new Set(styleImports(parse(source, fileName)).map((entry) => entry.module))];
}

/** Runs calls with the generated styled-system in `outdir` (ES modules, each loaded once). */
function pandaEvaluator(outdir) {
  const modules = new Map();
  return async (needed) => {
    for (const name of needed) {
      if (!modules.has(name)) modules.set(name, await import(pathToFileURL(path.join(outdir, `${name}.mjs`)).href));
    }
    return (module, name, args) => modules.get(module)[name](...args);
  };
}

// Next runs loaders from web/ (Vitest from the repo root): the styled-system sits beside panda.config.ts.
const webDir =
  [path.join(__dirname, ".."), process.cwd(), path.join(process.cwd(), "web")].find((dir) =>
    fs.existsSync(path.join(dir, "panda.config.ts")),
  ) ?? process.cwd();
let evaluator;

module.exports = function inlineStyleCallsLoader(source) {
  const callback = this.async();
  const fileName = this.resourcePath;
  evaluator ??= pandaEvaluator(path.join(webDir, "styled-system"));
  evaluator(styleModules(source, fileName))
    .then((evaluate) => callback(null, inlineStyleCalls(source, fileName, evaluate).code))
    .catch((error) => callback(error));
};
module.exports.inlineStyleCalls = inlineStyleCalls;
module.exports.styleModules = styleModules;
module.exports.pandaEvaluator = pandaEvaluator;
