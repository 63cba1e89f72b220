import { describe, expect, it } from "vitest";
import { dialPhone, formatPhone } from "./phone";

describe("phone formatting (spec 5 and 9)", () => {
  it("shows 10 digits as (xxx) xxx-xxxx", () => {
    expect(formatPhone("8885550101")).toBe("(888) 555-0101");
  });
  it("leaves anything that is not 10 digits as given", () => {
    expect(formatPhone("555010")).toBe("555010");
  });
  it("dials with +1", () => {
    expect(dialPhone("8885550101")).toBe("tel:+18885550101");
  });
});
