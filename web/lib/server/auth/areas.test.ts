import { describe, expect, it } from "vitest";
import { roleOfPath } from "./areas";

describe("which role a signed-in area is for", () => {
  it.each([
    ["/customer", "homeowner"],
    ["/es/customers", "homeowner"],
    ["/customer?token=abc", "homeowner"],
    ["/leads", "partner"],
    ["/es/earning", "partner"],
    ["/admin", "staff"],
    ["/", null],
    ["/solar-101", null],
    ["/customer-stories", null],
  ])("%s is for %s", (path, role) => {
    expect(roleOfPath(path)).toBe(role);
  });
});
