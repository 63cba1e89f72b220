import { describe, expect, it } from "vitest";
import { readSanitySettings } from "./settings";

describe("readSanitySettings", () => {
  it("uses the embedded dataset when SANITY_PROJECT_ID is unset or blank", () => {
    expect(readSanitySettings({})).toBeNull();
    expect(readSanitySettings({ SANITY_PROJECT_ID: "  " })).toBeNull();
  });

  it("defaults the dataset, API version and the Studio's address", () => {
    expect(readSanitySettings({ SANITY_PROJECT_ID: "abc123" })).toEqual({
      projectId: "abc123",
      dataset: "production",
      apiVersion: "2025-02-19",
      token: undefined,
      studioUrl: "http://localhost:3333",
      apiHost: undefined,
    });
    expect(
      readSanitySettings({ SANITY_PROJECT_ID: "abc123", SANITY_STUDIO_URL: "https://studio.example.com" })?.studioUrl,
    ).toBe("https://studio.example.com");
  });

  it("takes another API host, without its trailing slash", () => {
    const settings = readSanitySettings({ SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "http://127.0.0.1:3199/" });
    expect(settings?.apiHost).toBe("http://127.0.0.1:3199");
  });

  it.each([
    [{ SANITY_PROJECT_ID: "Not A Project" }, /SANITY_PROJECT_ID/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "prod uction" }, /SANITY_DATASET/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_API_VERSION: "latest" }, /SANITY_API_VERSION/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "127.0.0.1:3199" }, /SANITY_API_HOST/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "http://127.0.0.1:3199/v1" }, /SANITY_API_HOST/],
  ])("refuses bad settings with a message naming the variable", (env, message) => {
    expect(() => readSanitySettings(env)).toThrow(message);
  });
});
