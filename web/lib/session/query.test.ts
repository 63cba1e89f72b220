import { describe, expect, it } from "vitest";
import { queryFromSearchParams } from "./query";

describe("queryFromSearchParams", () => {
  it("takes the first value of each name", () => {
    expect(queryFromSearchParams(new URLSearchParams("a=1&a=2&constructor=x&b="))).toEqual({
      a: "1",
      constructor: "x",
      b: "",
    });
    expect(queryFromSearchParams({ a: ["1", "2"], b: "x", c: undefined })).toEqual({ a: "1", b: "x" });
  });
});
