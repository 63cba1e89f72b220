import { describe, expect, it } from "vitest";
import { headerPhone } from "./headerPhone";

describe("headerPhone (spec 9's fallback chain)", () => {
  it("takes the brand's phone first", () => {
    expect(headerPhone("8885550113", "6025550100", "8885550100")).toBe("8885550113");
  });

  it("takes the landing's did_number when the brand has no phone", () => {
    expect(headerPhone(null, "(602) 555-0100", "8885550100")).toBe("6025550100");
    expect(headerPhone("", "6025550100", "8885550100")).toBe("6025550100");
  });

  it("takes the default number when neither is a phone number", () => {
    expect(headerPhone(null, "12", "8885550100")).toBe("8885550100");
    expect(headerPhone(null, undefined, "8885550100")).toBe("8885550100");
  });

  it("gives nothing when no number is known", () => {
    expect(headerPhone(null, undefined, null)).toBe("");
  });
});
