import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documents, toNdjson } from "./documents";
import { images } from "./images";

const contentDir = join(import.meta.dirname, "..");

describe("the embedded dataset files", () => {
  it("are what the seed modules produce (run npm run content:seed after editing the seed)", () => {
    expect(readFileSync(join(contentDir, "production.ndjson"), "utf8")).toBe(toNdjson(documents));
  });
  it("include every image the documents point at", () => {
    for (const [file, svg] of Object.entries(images)) {
      expect(readFileSync(join(contentDir, "images", file), "utf8")).toBe(svg);
    }
  });
});
