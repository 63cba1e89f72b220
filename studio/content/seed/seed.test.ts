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
  it("draw every logo's and icon's letters as outlines, not text the browser must find a font for", () => {
    const lettered = Object.keys(images).filter((file) => /^(logo|favicon|competitor)-/.test(file));
    expect(lettered.length).toBeGreaterThan(70);
    for (const file of Object.keys(images)) expect(images[file], file).not.toMatch(/<text[\s>]/);
    for (const file of lettered) expect(images[file], file).toMatch(/<path fill="#[0-9A-F]{6}" d="m[^"]{40,}"\/>/);
  });
});
