import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageBlockSeedProblems } from "../../../studio/content/seed/checks";
import { documents } from "../../../studio/content/seed/documents";
import { pageBlockTypes } from "../../../studio/schemas/blocks";
import { pageBlockFileProblems } from "../../scripts/stepTypePlaces";

const repo = join(import.meta.dirname, "..", "..", "..");

/** docs/adding-a-page-block.md's places: each block type has all of them. */
describe("the page-builder blocks of this repository", () => {
  it("each have their schema, schema line, component, component test and registry line", () => {
    const problems = pageBlockFileProblems(repo);
    expect(problems, problems.join("; ")).toEqual([]);
  });
  it.each(pageBlockTypes.map((block) => block.name))("%s is used by a content page in the seed", (type) => {
    const problems = pageBlockSeedProblems(documents, [type]);
    expect(problems, problems.join("; ")).toEqual([]);
  });
});
