import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_SVG_MAX_BYTES, inlineSmallSvg } from "./inlineSmallSvg";

const shipped = (file: string) => readFileSync(join(__dirname, "..", "..", "public", "content-assets", file));

describe("inlineSmallSvg", () => {
  it("puts a small shipped SVG into the page as a data: URL with the file's exact bytes", async () => {
    const src = await inlineSmallSvg("/content-assets/landing-solar-home.svg");
    expect(src?.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const bytes = Buffer.from(src?.split(",")[1] ?? "", "base64");
    expect(bytes.equals(shipped("landing-solar-home.svg"))).toBe(true);
    expect(bytes.length).toBeLessThanOrEqual(INLINE_SVG_MAX_BYTES);
  });

  it("keeps the URL of anything else: missing files, other folders, paths that climb, other hosts, no URL", async () => {
    for (const url of [
      "/content-assets/no-such-picture.svg",
      "/content-assets/../package.json",
      "/other/landing-solar-home.svg",
      "https://cdn.sanity.io/images/p/production/abc-640x400.svg",
      "/content-assets/landing.png",
    ]) {
      expect(await inlineSmallSvg(url)).toBe(url);
    }
    expect(await inlineSmallSvg(null)).toBeNull();
  });
});
