import { describe, expect, inject, it } from "vitest";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");
const host = "sunsaverprogram.com";

// Data inside each runtime that minification keeps: Panda's utility map, Emotion's style-tag attribute.
const PANDA_RUNTIME = "aspectRatio:asp";
const EMOTION_RUNTIME = "data-emotion";

/** Every script of Next's the page loads or names in its payload, as served. */
async function scriptsOf(path: string) {
  const page = await get(baseUrl, path, host);
  expect(page.status).toBe(200);
  const urls = [...new Set(page.body.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])];
  expect(urls.length).toBeGreaterThan(3);
  return Promise.all(urls.map(async (url) => ({ url, body: (await get(baseUrl, url, host)).body })));
}

describe("public pages run no styling runtime in the browser (issue 8)", () => {
  it.each([
    ["the first step", "/savings-mini/homeowner-renter"],
    ["a form step", "/"],
    ["the phone step", "/savings-mini/phone"],
    ["the landing", "/go-solar-savings-slick"],
  ])("%s ships neither Panda's css() runtime nor Emotion", async (_label, path) => {
    const scripts = await scriptsOf(path);
    const withRuntime = scripts
      .filter(({ body }) => body.includes(PANDA_RUNTIME) || body.includes(EMOTION_RUNTIME))
      .map(({ url }) => url);
    expect(withRuntime).toEqual([]);
  });

  it("the signed-in area still has its runtime Chakra (the markers are real)", async () => {
    const scripts = await scriptsOf("/sign-in");
    expect(scripts.some(({ body }) => body.includes(EMOTION_RUNTIME))).toBe(true);
  });
});
