import { describe, expect, it } from "vitest";
import { parseEnv, type RawEnv } from "@/lib/env/parse.mjs";
import { readSanitySettings } from "./settings";

const read = (raw: RawEnv) => readSanitySettings(parseEnv(raw));

describe("readSanitySettings", () => {
  it("uses the embedded dataset when SANITY_PROJECT_ID is unset or blank", () => {
    expect(read({})).toBeNull();
    expect(read({ SANITY_PROJECT_ID: "  " })).toBeNull();
  });

  it("defaults the dataset, API version and the Studio's address", () => {
    expect(read({ SANITY_PROJECT_ID: "abc123" })).toEqual({
      projectId: "abc123",
      dataset: "production",
      apiVersion: "2025-02-19",
      token: undefined,
      studioUrl: "http://localhost:3333",
      apiHost: undefined,
    });
    expect(read({ SANITY_PROJECT_ID: "abc123", SANITY_STUDIO_URL: "https://studio.example.com" })?.studioUrl).toBe(
      "https://studio.example.com",
    );
  });

  it("takes another API host, without its trailing slash", () => {
    const settings = read({ SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "http://127.0.0.1:3199/" });
    expect(settings?.apiHost).toBe("http://127.0.0.1:3199");
  });

  it.each([
    [{ SANITY_PROJECT_ID: "Not A Project" }, /SANITY_PROJECT_ID/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "prod uction" }, /SANITY_DATASET/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_API_VERSION: "latest" }, /SANITY_API_VERSION/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "127.0.0.1:3199" }, /SANITY_API_HOST/],
    [{ SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "http://127.0.0.1:3199/v1" }, /SANITY_API_HOST/],
  ])("refuses bad settings with a message naming the variable", (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});
