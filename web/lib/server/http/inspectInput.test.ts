import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_DEPTH, INPUT_MESSAGES, inspectInput } from "./inspectInput";

const nested = (depth: number, leaf: unknown = 1) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe("inspectInput", () => {
  it("accepts ordinary text, emoji (surrogate pairs) and shallow nesting", () => {
    expect(inspectInput({ first_name: "María", note: "☀️ 👍🏽", events: [{ data: { text: "x" } }] })).toBeNull();
  });

  it("names the field holding a NUL character", () => {
    expect(inspectInput({ first_name: "Ma\u0000ria" })).toEqual({ path: "first_name", message: INPUT_MESSAGES.nul });
    expect(INPUT_MESSAGES.nul).toBe("Text may not contain the NUL character.");
  });

  it("names the field holding a lone high or low surrogate, inside arrays and objects too", () => {
    expect(inspectInput({ domain: "x\uD800y" })).toEqual({ path: "domain", message: INPUT_MESSAGES.surrogate });
    expect(inspectInput({ events: [{}, { data: { text: "\uDC00" } }] })).toEqual({
      path: "events[1].data.text",
      message: INPUT_MESSAGES.surrogate,
    });
    expect(inspectInput({ last: "ends high \uD83D" })?.message).toBe(INPUT_MESSAGES.surrogate);
  });

  it("refuses keys named after Object.prototype members, and keys with NUL", () => {
    expect(inspectInput(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toEqual({
      path: "a.__proto__",
      message: INPUT_MESSAGES.reserved,
    });
    expect(inspectInput({ toString: "x" })?.message).toBe(INPUT_MESSAGES.reserved);
    expect(inspectInput({ "a\u0000": "x" })).toEqual({ path: "a\uFFFD", message: INPUT_MESSAGES.nul });
  });

  it("reports the first field in order", () => {
    expect(inspectInput({ a: "ok", b: "\u0000", c: "\uD800" })?.path).toBe("b");
  });

  it("refuses nesting past the limit without overflowing the stack, 12,000 levels included", () => {
    expect(inspectInput({ deep: nested(DEFAULT_MAX_DEPTH - 1) })).toBeNull();
    expect(inspectInput({ deep: nested(DEFAULT_MAX_DEPTH) })?.message).toBe(
      `Nested more than ${DEFAULT_MAX_DEPTH} levels deep.`,
    );
    const problem = inspectInput(JSON.parse(`{"deep":${"[".repeat(12_000)}1${"]".repeat(12_000)}}`));
    expect(problem?.path.startsWith("deep[0]")).toBe(true);
    expect(inspectInput({ deep: nested(100) }, 400)).toBeNull();
  });

  it("checks query-like flat records too", () => {
    expect(inspectInput({ zip: "8500\u0000" })).toEqual({ path: "zip", message: INPUT_MESSAGES.nul });
  });
});
