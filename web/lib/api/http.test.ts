// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiBaseUrl } from "./base";
import { ApiError, apiUrl, getJson, pageContext, postJson } from "./http";
import { stubFetch } from "./testing";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("apiBaseUrl", () => {
  it("is the site's /api when unset", () => {
    vi.stubEnv("NEXT_PUBLIC_API_BASE_URL", undefined);
    expect(apiBaseUrl()).toBe("/api");
    expect(apiUrl("/lead", { token: "a b", skipped: undefined })).toBe("/api/lead?token=a+b");
  });

  it("drops trailing slashes of a configured base", () => {
    vi.stubEnv("NEXT_PUBLIC_API_BASE_URL", "https://api.example.com/v1//");
    expect(apiBaseUrl()).toBe("https://api.example.com/v1");
    expect(apiUrl("insights")).toBe("https://api.example.com/v1/insights");
  });
});

describe("postJson", () => {
  it("posts JSON and returns the parsed answer", async () => {
    const { calls } = stubFetch({ body: { recorded: true } });
    await expect(postJson("/plate_visit", { token: "t" })).resolves.toEqual({ recorded: true });
    expect(calls[0]).toMatchObject({ url: "/api/plate_visit", method: "POST", body: { token: "t" } });
    expect(calls[0]?.headers["Content-Type"]).toBe("application/json");
  });

  it("throws 'POST request failed!' on any non-OK answer, keeping status and body", async () => {
    stubFetch({ status: 422, body: { error: "Some fields are not valid.", fields: { zip: "Bad" } } });
    const error = await postJson("/update_customer", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("POST request failed!");
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({ error: "Some fields are not valid.", fields: { zip: "Bad" } });
  });

  it("lets a network failure through as it is", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(postJson("/insights", {})).rejects.toThrow("Failed to fetch");
  });
});

describe("getJson", () => {
  it("sends the query and returns the parsed answer", async () => {
    const { calls } = stubFetch({ body: { token: "t", zip: "85001" } });
    await expect(getJson("/lead", { token: "t" })).resolves.toEqual({ token: "t", zip: "85001" });
    expect(calls[0]).toMatchObject({ url: "/api/lead?token=t", method: "GET", body: undefined });
  });

  it("returns {} and logs to console.error when the answer is not JSON", async () => {
    stubFetch({ body: "<html>oops</html>" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getJson("/lead", { token: "t" })).resolves.toEqual({});
    expect(logged).toHaveBeenCalled();
  });

  it("throws on a non-OK answer so an error body is never taken for data", async () => {
    stubFetch({ status: 404, body: { error: "No lead has this token." } });
    await expect(getJson("/lead", { token: "t" })).rejects.toMatchObject({ status: 404 });
  });
});

describe("pageContext", () => {
  it("describes the current page", () => {
    window.history.pushState({}, "", "/savings/zip?utm_source=x");
    Object.defineProperty(document, "referrer", { value: "https://google.com/", configurable: true });
    expect(pageContext()).toEqual({
      domain: window.location.hostname,
      href: `${window.location.origin}/savings/zip?utm_source=x`,
      path: "/savings/zip",
      origin: window.location.origin,
      referrer: "https://google.com/",
    });
  });

  it("cuts values to the backend's limits", () => {
    window.history.pushState({}, "", `/savings?long=${"x".repeat(3000)}`);
    expect(pageContext().href).toHaveLength(2048);
  });
});
