import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./sameOriginPath";

describe("sameOriginPath", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(sameOriginPath("/customer", "/x")).toBe("/customer");
    expect(sameOriginPath("/es/customer?tab=1#stage", "/x")).toBe("/es/customer?tab=1#stage");
  });

  it.each([
    ["a tab after the slash (the browser strips it: //evil.example)", "/\t/evil.example/x"],
    ["a newline after the slash", "/\n/evil.example/x"],
    ["a carriage return after the slash", "/\r/evil.example/x"],
    ["a backslash after the slash", "/\\evil.example/x"],
    ["a protocol-relative path", "//evil.example/customer"],
    ["a full URL", "https://evil.example/customer"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "customer"],
    ["nothing", ""],
  ])("gives the fallback for %s", (_what, target) => {
    expect(sameOriginPath(target, "/fallback")).toBe("/fallback");
  });

  it("gives the fallback for a missing value", () => {
    expect(sameOriginPath(null, "/fallback")).toBe("/fallback");
    expect(sameOriginPath(undefined, "/fallback")).toBe("/fallback");
  });
});
