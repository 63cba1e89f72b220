import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stepTypeSeedProblems, wordProblems } from "../../../studio/content/seed/checks";
import { documents } from "../../../studio/content/seed/documents";
import type { Doc } from "../../../studio/content/seed/lib";
import { siteSettings } from "../../../studio/content/seed/siteSettings";
import { WORD_GROUPS } from "../../../studio/schemas/objects/wordGroups";
import { stepInputTypes } from "../../../studio/schemas/steps";
import { addStepType } from "../../scripts/new-step";
import {
  STEP_BLOCKS_DIR,
  STEP_REGISTRY,
  STEP_SCHEMA_DIR,
  STEP_SCHEMA_INDEX,
  stepTypeFileProblems,
  stepTypeFiles,
  stepTypeNames,
} from "../../scripts/stepTypePlaces";

const repo = join(import.meta.dirname, "..", "..", "..");

describe("the step types of this repository", () => {
  it("each have their schema, schema line, block folder and registry line", () => {
    const problems = stepTypeFileProblems(repo);
    expect(problems, problems.join("; ")).toEqual([]);
  });
});

/**
 * docs/adding-a-step-type.md's places, each forgotten in turn after `npm run new:step -- places-probe`
 * wrote a new type into a copy of the step folders: the check that catches it must name it.
 */
describe("a new step type with one place forgotten", () => {
  const names = stepTypeNames("places-probe");
  const files = stepTypeFiles(names);
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "homefront-step-places-"));
    for (const dir of [STEP_SCHEMA_DIR, STEP_BLOCKS_DIR]) cpSync(join(repo, dir), join(root, dir), { recursive: true });
    addStepType(root, "places-probe");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Runs `check` with one place taken out of the copy, then puts it back. */
  function forgetting(path: string, change: (source: string) => string | null): string[] {
    const file = join(root, path);
    const source = readFileSync(file, "utf8");
    const changed = change(source);
    if (changed === null) unlinkSync(file);
    else writeFileSync(file, changed);
    try {
      return stepTypeFileProblems(root);
    } finally {
      writeFileSync(file, source);
    }
  }
  const withoutLine = (line: string) => (source: string) => {
    expect(source).toContain(line);
    return source.replace(line, "");
  };

  it("misses nothing when the generator wrote every place", () => {
    expect(stepTypeFileProblems(root)).toEqual([]);
  });

  it.each([
    ["the schema file", files.schema, null, `placesProbeInput: no schema file ${files.schema}`],
    [
      "the schema's line in stepInputTypes",
      STEP_SCHEMA_INDEX,
      "  placesProbeInput,\n",
      `placesProbeInput: not in stepInputTypes (${STEP_SCHEMA_INDEX})`,
    ],
    ["the descriptor", files.descriptor, null, `placesProbeInput: no ${files.descriptor}`],
    ["the component", files.component, null, `placesProbeInput: no ${files.component}`],
    ["the component's test", files.componentTest, null, `placesProbeInput: no ${files.componentTest}`],
    ["the e2e driver", files.driver, null, `placesProbeInput: no ${files.driver}`],
    [
      "the registry line",
      STEP_REGISTRY,
      "  placesProbeInput,\n",
      `placesProbeInput: no line in stepBlocks (${STEP_REGISTRY})`,
    ],
  ] as const)("forgetting %s names it", (_place, path, line, problem) => {
    expect(forgetting(path, line === null ? () => null : withoutLine(line))).toEqual([problem]);
  });

  // The seed's places, on the seed's own documents with the new type's step and flow path added.
  const probeStep: Doc = {
    _id: `step.${names.slug}`,
    _type: "step",
    slug: { _type: "slug", current: names.slug },
    input: [{ _key: "input", _type: names.type, answerKey: "roof_slope" }],
  };
  const withPath = (docs: Doc[]) =>
    docs.map((doc) =>
      doc._id === "flow.roof"
        ? {
            ...doc,
            steps: [
              ...(doc.steps as object[]),
              { _key: "places-probe", path: names.slug, step: { _ref: probeStep._id } },
            ],
          }
        : doc,
    );
  const types = [...stepInputTypes.map((type) => type.name), names.type];

  it("misses nothing in the seed with a step of the type in a flow", () => {
    expect(stepTypeSeedProblems(withPath([...documents, probeStep]), types)).toEqual([]);
  });
  it("forgetting the step in steps.ts names steps.ts", () => {
    expect(stepTypeSeedProblems(withPath(documents), types)).toEqual([
      "placesProbeInput: no step of this type in studio/content/seed/steps.ts",
    ]);
  });
  it("forgetting its path in flowLists.ts names flowLists.ts", () => {
    expect(stepTypeSeedProblems([...documents, probeStep], types)).toEqual([
      "placesProbeInput: step.places-probe in no flow of studio/content/seed/flowLists.ts",
    ]);
  });

  // Words the new step shows besides its content: a section naming the type, texts in the seed.
  const groups = {
    ...WORD_GROUPS,
    stepWords: {
      ...WORD_GROUPS.stepWords,
      sections: {
        ...WORD_GROUPS.stepWords.sections,
        probe: { title: "Places probe", steps: [names.type], words: { probeHint: "Under the choices" } },
      },
    },
  };
  const seededWords = {
    ...siteSettings,
    stepWords: { ...siteSettings.stepWords, probeHint: { _type: "localeString", en: "Choose one", es: "Elija una" } },
  } as Doc;

  it("misses no word when the section and its texts are written", () => {
    expect(wordProblems(groups, seededWords, types)).toEqual([]);
  });
  it("forgetting a word's texts in siteSettings.ts names the word and siteSettings.ts", () => {
    expect(wordProblems(groups, siteSettings as Doc, types)).toEqual([
      "stepWords.probeHint: no en or es text in studio/content/seed/siteSettings.ts",
    ]);
  });
  it("a word section for a type the schema does not list names wordGroups.ts's section", () => {
    expect(wordProblems(groups, seededWords, types.slice(0, -1))).toEqual([
      "stepWords.probe: names the step type placesProbeInput, which is not in stepInputTypes",
    ]);
  });
});
