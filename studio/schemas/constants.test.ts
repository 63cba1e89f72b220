import { describe, expect, it } from "vitest";
import { formatPhone } from "./format";

describe("spec constants", () => {
  it("formats a 10-digit phone as (xxx) xxx-xxxx (spec 5)", () => {
    expect(formatPhone("8885550100")).toBe("(888) 555-0100");
  });
});
