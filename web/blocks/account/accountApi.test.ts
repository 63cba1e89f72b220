import { describe, expect, it } from "vitest";
import { safeNext } from "./accountApi";

describe("where sign-in leads", () => {
  it("follows a path of this site", () => {
    expect(safeNext("/customer", "/x")).toBe("/customer");
    expect(safeNext("/es/customer?tab=1", "/x")).toBe("/es/customer?tab=1");
  });

  it("never leaves the site: another host, a protocol-relative or backslash path, or nothing", () => {
    for (const next of ["https://evil.example", "//evil.example/customer", "/\\evil.example", "customer", "", null]) {
      expect(safeNext(next, "/customer")).toBe("/customer");
    }
  });
});
