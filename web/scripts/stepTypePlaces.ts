/**
 * The places a step type or a page-builder block lives in the repository, and what is missing
 * from them. The generator (`npm run new:step`) writes the places it can; the tests in
 * web/blocks/steps/places.test.ts and web/blocks/page/places.test.ts name any place left out.
 * docs/adding-a-step-type.md and docs/adding-a-page-block.md list the same places, in order.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The names one step type goes by: `sliderInput` is drawn by `SliderStep`, seeded as step "slider". */
export type StepTypeNames = { type: string; component: string; slug: string; title: string };

export function stepTypeNames(name: string): StepTypeNames {
  const words = name
    .replace(/Input$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words.length === 0 || !words.every((word) => /^[a-z][a-z0-9]*$/.test(word))) {
    throw new Error(`"${name}" is not a step type name: use letters and digits, e.g. slider or home-age`);
  }
  const pascal = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
  return {
    type: `${pascal[0]?.toLowerCase()}${pascal.slice(1)}Input`,
    component: `${pascal}Step`,
    slug: words.join("-"),
    title: `${words.join(" ")[0]?.toUpperCase()}${words.join(" ").slice(1)}`,
  };
}

export const STEP_SCHEMA_DIR = "studio/schemas/steps";
export const STEP_SCHEMA_INDEX = `${STEP_SCHEMA_DIR}/index.ts`;
export const STEP_BLOCKS_DIR = "web/blocks/steps";
export const STEP_REGISTRY = `${STEP_BLOCKS_DIR}/registry.ts`;

/** The files of a step type, in the order the guide writes them. */
export const stepTypeFiles = ({ type, component }: StepTypeNames) => ({
  schema: `${STEP_SCHEMA_DIR}/${type}.ts`,
  descriptor: `${STEP_BLOCKS_DIR}/${type}/index.ts`,
  component: `${STEP_BLOCKS_DIR}/${type}/${component}.tsx`,
  componentTest: `${STEP_BLOCKS_DIR}/${type}/${component}.test.tsx`,
  driver: `${STEP_BLOCKS_DIR}/${type}/drive.ts`,
});

const read = (root: string, path: string) =>
  existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : "";

/** The names listed in the array literal `export const <name> = [ … ];` of a module. */
function listedNames(source: string, list: string): string[] {
  const body = source.match(new RegExp(`export const ${list}\\b[^=]*=\\s*\\[([^\\]]*)\\]`))?.[1] ?? "";
  return body.match(/[A-Za-z_$][\w$]*/g) ?? [];
}

/** Whether a module imports `name` from `./<path>` and lists it as `name,` or `key: name,`. */
const importsAndLists = (source: string, name: string, path: string) =>
  new RegExp(`import (\\{ ${name} \\}|${name}) from "\\./${path}";`).test(source) &&
  new RegExp(`^\\s+(\\w+: )?${name},$`, "m").test(source);

const typeFolders = (root: string, dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && /Input$|Block$/.test(entry.name))
        .map((entry) => entry.name)
    : [];

/**
 * Every step type's files and lines that are missing, one line each naming the place. A type is
 * known from any of its places (a schema file, the schema list, a block folder), so forgetting
 * one place still names it.
 */
export function stepTypeFileProblems(root: string): string[] {
  const index = read(root, STEP_SCHEMA_INDEX);
  const registry = read(root, STEP_REGISTRY);
  const registered = listedNames(index, "stepInputTypes");
  const schemaFiles = readdirSync(join(root, STEP_SCHEMA_DIR))
    .filter((file) => file.endsWith(".ts") && !["index.ts", "fields.ts"].includes(file) && !file.includes(".test."))
    .map((file) => file.replace(/\.ts$/, ""));
  const types = [...new Set([...registered, ...schemaFiles, ...typeFolders(root, STEP_BLOCKS_DIR)])].sort();
  return types.flatMap((type) => {
    const files = stepTypeFiles(stepTypeNames(type));
    return [
      ...(existsSync(join(root, files.schema)) ? [] : [`${type}: no schema file ${files.schema}`]),
      ...(importsAndLists(index, type, type) ? [] : [`${type}: not in stepInputTypes (${STEP_SCHEMA_INDEX})`]),
      ...[files.descriptor, files.component, files.componentTest, files.driver]
        .filter((file) => !existsSync(join(root, file)))
        .map((file) => `${type}: no ${file}`),
      ...(importsAndLists(registry, type, type) ? [] : [`${type}: no line in stepBlocks (${STEP_REGISTRY})`]),
    ];
  });
}

const BLOCK_SCHEMA_INDEX = "studio/schemas/blocks/index.ts";
const PAGE_BLOCKS_DIR = "web/blocks/page";
const PAGE_REGISTRY = `${PAGE_BLOCKS_DIR}/registry.ts`;

/** Every page-builder block's files and lines that are missing, one line each naming the place. */
export function pageBlockFileProblems(root: string): string[] {
  const index = read(root, BLOCK_SCHEMA_INDEX);
  const registry = read(root, PAGE_REGISTRY);
  const registered = listedNames(index, "pageBlockTypes");
  const schemaFiles = readdirSync(join(root, "studio/schemas/blocks"))
    .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !file.includes(".test."))
    .map((file) => file.replace(/\.ts$/, ""));
  const types = [...new Set([...registered, ...schemaFiles, ...typeFolders(root, PAGE_BLOCKS_DIR)])].sort();
  return types.flatMap((type) => {
    const component = `${type[0]?.toUpperCase()}${type.slice(1)}`;
    const folder = `${PAGE_BLOCKS_DIR}/${type}`;
    return [
      ...(existsSync(join(root, `studio/schemas/blocks/${type}.ts`))
        ? []
        : [`${type}: no schema file studio/schemas/blocks/${type}.ts`]),
      ...(importsAndLists(index, type, type) ? [] : [`${type}: not in pageBlockTypes (${BLOCK_SCHEMA_INDEX})`]),
      ...[`${folder}/${component}.tsx`, `${folder}/${component}.test.tsx`]
        .filter((file) => !existsSync(join(root, file)))
        .map((file) => `${type}: no ${file}`),
      ...(importsAndLists(registry, component, `${type}/${component}`) && registry.includes(`${type}: ${component},`)
        ? []
        : [`${type}: no line in pageBlocks (${PAGE_REGISTRY})`]),
    ];
  });
}
