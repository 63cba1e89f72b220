import { describe, expect, it } from "vitest";
import { PAGE_TRANSITION_MS } from "./transition";

describe("page transition", () => {
  it("takes the 100 ms of spec 4.2 and 9", () => {
    expect(PAGE_TRANSITION_MS).toBe(100);
  });
});
