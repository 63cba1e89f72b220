/**
 * `npm run new:step -- <name>`: writes a new step type's schema, its line in the schema list, its
 * block folder (descriptor, component, component test, e2e driver) and its registry line. The new
 * type starts as a working choice question (one tap on a choice answers it); change its fields and
 * component to the question's own. What is left to a person (the seed step, its flow, words) is
 * printed, and docs/adding-a-step-type.md lists it with the command to run after each place.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { STEP_REGISTRY, STEP_SCHEMA_INDEX, type StepTypeNames, stepTypeFiles, stepTypeNames } from "./stepTypePlaces";

const schemaOf = ({ type, title }: StepTypeNames) => `import { defineType } from "sanity";
import { answerKeyField, choicesField } from "./fields";

export const ${type} = defineType({
  name: "${type}",
  title: "${title}",
  description: "One tap on a choice answers the question; the value is stored under the lead field.",
  type: "object",
  fields: [answerKeyField, choicesField(2, 8)],
  preview: {
    select: { subtitle: "answerKey" },
    prepare: ({ subtitle }) => ({ title: "${title}", subtitle: String(subtitle ?? "") }),
  },
});
`;

const descriptorOf = ({ type, component }: StepTypeNames) => `import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "${type}",
  component: () => import("./${component}").then((module) => module.${component}),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
`;

const componentOf = ({ type, component, title }: StepTypeNames) => `"use client";

import { useStep } from "../engine";
import { ChoiceList } from "../parts/ChoiceList";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";

/** ${title}: one tap on a choice answers the question and moves on. */
export function ${component}({ input }: StepProps<"${type}">) {
  const { answers, onSubmit } = useStep();
  const key = input.answerKey ?? "answer";
  const current = answers[key];
  return (
    <ChoiceList
      name={key}
      labelledBy={headingId}
      options={(input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }))}
      selected={typeof current === "string" ? current : null}
      onChoose={(value) => onSubmit({ [key]: value })}
    />
  );
}
`;

const componentTestOf = ({ type, component, slug }: StepTypeNames) => `// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { ${component} } from "./${component}";

describe("${component}", () => {
  it("answers with the chosen value under the step's lead field in one tap", async () => {
    const step = await stepFromContent("${slug}");
    const input = step.input as StepInputOf<"${type}">;
    const onSubmit = vi.fn();
    renderStep(<${component} input={input} />, { onSubmit }, step.heading);
    const first = input.choices?.[0];
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: first?.label ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ [input.answerKey ?? ""]: first?.value });
  });
});
`;

const driverOf = ({ type }: StepTypeNames) => `import type { StepDriver } from "../block";

/** How an end-to-end test answers a ${type} step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page }) => {
  await page.locator('[data-step] [role="group"] button').first().click();
};
`;

/** Inserts `line` among the import lines of `source`, in the order of their module paths. */
function withImport(source: string, line: string): string {
  const lines = source.split("\n");
  const imports = lines.flatMap((text, at) => (text.startsWith("import ") ? [at] : []));
  const pathOf = (text: string) => text.match(/from "(.+)";$/)?.[1] ?? "";
  const before = imports.find((at) => pathOf(lines[at] ?? "") > pathOf(line));
  lines.splice(before ?? (imports.at(-1) ?? -1) + 1, 0, line);
  return lines.join("\n");
}

/** Adds `  name,` to the literal whose first line starts with `opening`: in order if its members are. */
function withMember(source: string, opening: string, name: string): string {
  const lines = source.split("\n");
  const open = lines.findIndex((line) => line.startsWith(opening));
  const close = lines.findIndex((line, at) => at > open && /^[\]}];?$/.test(line));
  if (open === -1 || close === -1) throw new Error(`"${opening}" not found`);
  const names = lines.slice(open + 1, close).map((member) => member.trim().replace(/[:,].*$/, ""));
  const sorted = names.every((member, at) => at === 0 || (names[at - 1] ?? "") <= member);
  lines.splice(open + 1 + (sorted ? names.filter((member) => member < name).length : names.length), 0, `  ${name},`);
  return lines.join("\n");
}

/** Writes a new step type into the repository at `root`; returns the files written or changed. */
export function addStepType(root: string, name: string): string[] {
  const names = stepTypeNames(name);
  const files = stepTypeFiles(names);
  if (existsSync(join(root, files.schema)) || existsSync(join(root, dirname(files.descriptor)))) {
    throw new Error(`${names.type} exists already`);
  }
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const edit = (path: string, change: (source: string) => string) =>
    writeFileSync(join(root, path), change(readFileSync(join(root, path), "utf8")));

  write(files.schema, schemaOf(names));
  edit(STEP_SCHEMA_INDEX, (source) =>
    withMember(
      withImport(source, `import { ${names.type} } from "./${names.type}";`),
      "export const stepInputTypes = [",
      names.type,
    ),
  );
  write(files.descriptor, descriptorOf(names));
  write(files.component, componentOf(names));
  write(files.componentTest, componentTestOf(names));
  write(files.driver, driverOf(names));
  edit(STEP_REGISTRY, (source) =>
    withMember(
      withImport(source, `import ${names.type} from "./${names.type}";`),
      "export const stepBlocks: { [K in StepType]: StepBlock<K> } = {",
      names.type,
    ),
  );
  return [
    files.schema,
    STEP_SCHEMA_INDEX,
    files.descriptor,
    files.component,
    files.componentTest,
    files.driver,
    STEP_REGISTRY,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const name = process.argv[2];
  if (!name) {
    console.error("Usage: npm run new:step -- <name>   (e.g. slider: the type sliderInput, step slider)");
    process.exit(1);
  }
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const names = stepTypeNames(name);
  for (const file of addStepType(root, name)) console.info(`wrote ${file}`);
  console.info(`
Now, in order (docs/adding-a-step-type.md):
  1. Change the schema's fields to the question's own, then: npm run typegen
  2. Change ${names.component} and its test to match, then: npm run typecheck && npx vitest run web/blocks/steps/${names.type}
  3. Words it shows besides its content: a section with steps: ["${names.type}"] in
     studio/schemas/objects/wordGroups.ts and their texts in studio/content/seed/siteSettings.ts
  4. A step "${names.slug}" of this type in studio/content/seed/steps.ts
  5. Its path in a flow of studio/content/seed/flowLists.ts, then: npm run content:seed
  6. npm run typecheck && npm run test:unit && npm run check:content`);
}
