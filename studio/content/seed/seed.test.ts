import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WORD_GROUPS } from "../../schemas/objects/wordGroups";
import { stepInputTypes } from "../../schemas/steps";
import { brandSeeds } from "./brands";
import { answerKeyProblems, duplicateIds, stepsInNoFlow, stepTypeSeedProblems, wordProblems } from "./checks";
import { documents, toNdjson } from "./documents";
import { footers } from "./footers";
import { images } from "./images";
import type { Doc } from "./lib";
import { siteSettings } from "./siteSettings";

const contentDir = join(import.meta.dirname, "..");

/** The rightmost x the path data reaches (its points and control points), from the SVG's own
 * relative commands, as the seed writes them: m, l, q, c and z. */
function rightmostX(d: string): number {
  let x = 0;
  let startX = 0;
  let rightmost = Number.NEGATIVE_INFINITY;
  const arity: Record<string, number> = { m: 2, l: 2, q: 4, c: 6 };
  for (const [, command = "", args = ""] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === "z") {
      x = startX;
      continue;
    }
    const numbers = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const size = arity[command] ?? 2;
    for (let at = 0; at + size <= numbers.length; at += size) {
      for (let point = 0; point < size; point += 2) rightmost = Math.max(rightmost, x + (numbers[at + point] ?? 0));
      x += numbers[at + size - 2] ?? 0;
      if (command === "m" && at === 0) startX = x;
    }
  }
  return rightmost;
}

/** The committed dataset's documents by id, and the seed's as JSON would write them. */
const committed = new Map(
  readFileSync(join(contentDir, "production.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string })
    .map((doc) => [doc._id, doc]),
);
const seeded = new Map(documents.map((doc) => [doc._id, JSON.parse(JSON.stringify(doc)) as { _id: string }]));

describe("the embedded dataset files (run npm run content:seed after editing the seed)", () => {
  it("hold the seed's documents, no more and no fewer", () => {
    expect(
      [...committed.keys()].filter((id) => !seeded.has(id)),
      "in the dataset, not in the seed",
    ).toEqual([]);
    expect(
      [...seeded.keys()].filter((id) => !committed.has(id)),
      "in the seed, not in the dataset",
    ).toEqual([]);
  });
  it("hold each document as the seed writes it", () => {
    // One readable diff per document that differs, named by its _id.
    for (const [id, doc] of seeded) if (committed.has(id)) expect.soft(committed.get(id), id).toEqual(doc);
  });
  it("are written byte for byte as the seed builder writes them", () => {
    const lines = readFileSync(join(contentDir, "production.ndjson"), "utf8").split("\n");
    const expected = toNdjson(documents).split("\n");
    const first = expected.findIndex((line, index) => line !== lines[index]);
    expect(first === -1 && lines.length === expected.length, `line ${first + 1} differs (order or format)`).toBe(true);
  });
  it("include every image the documents point at", () => {
    for (const [file, svg] of Object.entries(images)) {
      expect(readFileSync(join(contentDir, "images", file), "utf8")).toBe(svg);
    }
  });
  it("draw every logo's and icon's letters as outlines, not text the browser must find a font for", () => {
    const lettered = Object.keys(images).filter((file) => /^(logo|favicon|competitor)-/.test(file));
    expect(lettered.length).toBeGreaterThan(70);
    for (const file of Object.keys(images)) expect(images[file], file).not.toMatch(/<text[\s>]/);
    for (const file of lettered) expect(images[file], file).toMatch(/<path fill="#[0-9A-F]{6}" d="m[^"]{40,}"\/>/);
  });
  it("keep every wordmark's letters inside the logo, none cut off at its right edge", () => {
    const logos = Object.keys(images).filter((file) => /^(logo|competitor)-/.test(file));
    expect(logos.length).toBeGreaterThan(40);
    for (const file of logos) {
      const svg = images[file] ?? "";
      const width = Number(svg.match(/viewBox="0 0 (\d+(?:\.\d+)?) /)?.[1]);
      const wordmark = svg.match(/<path fill="#[0-9A-F]{6}" d="(m[^"]+)"\/>/)?.[1] ?? "";
      expect(rightmostX(wordmark), file).toBeGreaterThan(100);
      expect(rightmostX(wordmark), file).toBeLessThanOrEqual(width - 4);
    }
  });
});

describe("the footers' contact line", () => {
  it("names an energy advisor on solar brands only, and the partner team on the marketplace", () => {
    for (const seed of brandSeeds) {
      const line = footers.find((doc) => doc._id === `footer.${seed.id}`)?.contactLine as
        | { en: string; es: string }
        | undefined;
      const { en = "", es = "" } = line ?? {};
      expect(en.includes("energy advisor"), seed.id).toBe(seed.kind === "solarSavings");
      expect(es.includes("asesor de energía"), seed.id).toBe(seed.kind === "solarSavings");
      if (seed.kind === "leadMarketplace") expect(en).toContain("Call our partner team");
      expect(en).toContain(`support@${seed.domain}`);
    }
  });
});

describe("the seed as a whole", () => {
  it("gives every document its own _id", () => {
    const duplicates = duplicateIds(documents);
    expect(duplicates, duplicates.join("; ")).toEqual([]);
  });
  it("names the documents that share an _id by their slug", () => {
    const twice = [
      ...documents.filter((doc) => doc._id === "step.zip"),
      ...documents.filter((doc) => doc._id === "step.zip"),
    ];
    expect(duplicateIds(twice)).toEqual(['_id "step.zip" is given to 2 documents: slug "zip", slug "zip"']);
  });
  it("names no answer after a field of the save request (spec 7's flat payload)", () => {
    const problems = answerKeyProblems(documents);
    expect(problems, problems.join("; ")).toEqual([]);
    const step = documents.find((doc) => doc._id === "step.homeowner-renter") as Doc & { input: object[] };
    const renamed = { ...step, input: [{ ...step.input[0], answerKey: "path" }] };
    expect(answerKeyProblems([renamed])).toEqual([
      'slug "homeowner-renter": "path" is a field of the save request itself (spec 7), so an answer cannot be named so.',
    ]);
  });
  it("lists every published step in a flow (studio/content/seed/flowLists.ts)", () => {
    const unlisted = stepsInNoFlow(documents);
    expect(unlisted, `in no flow: ${unlisted.join(", ")}`).toEqual([]);
  });
  const stepTypes = stepInputTypes.map((type) => type.name);
  it.each(stepTypes)("%s is asked in a flow (a step in steps.ts, its path in flowLists.ts)", (type) => {
    const problems = stepTypeSeedProblems(documents, [type]);
    expect(problems, problems.join("; ")).toEqual([]);
  });
  it("gives every word an English and a Spanish text, in sections that name existing step types", () => {
    const problems = wordProblems(WORD_GROUPS, siteSettings, stepTypes);
    expect(problems, problems.join("; ")).toEqual([]);
  });
});
