import { describe, expect, it } from "vitest";
import { sharedCacheControl } from "./sharedCacheControl.mjs";

describe("a page's lifetime in shared caches", () => {
  it("cuts Next's year-long s-maxage to a few seconds, then stale while a cache fetches it again", () => {
    expect(sharedCacheControl("s-maxage=31536000")).toBe("s-maxage=2, stale-while-revalidate=86400");
    expect(sharedCacheControl("s-maxage=31536000, stale-while-revalidate")).toBe(
      "s-maxage=2, stale-while-revalidate=86400",
    );
  });

  it("leaves what no shared cache keeps long as it is", () => {
    expect(sharedCacheControl("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(
      "private, no-cache, no-store, max-age=0, must-revalidate",
    );
    expect(sharedCacheControl("public, max-age=31536000, immutable")).toBe("public, max-age=31536000, immutable");
    expect(sharedCacheControl("s-maxage=1")).toBe("s-maxage=1");
  });
});
