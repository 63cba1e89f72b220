import { describe, expect, it } from "vitest";
import { formatPhoneInput, phoneDigits } from "./phoneInput";

describe("formatPhoneInput (spec 5: (xxx) xxx-xxxx as typed)", () => {
  it.each([
    ["", ""],
    ["5", "(5"],
    ["55", "(55"],
    ["555", "(555"],
    ["5551", "(555) 1"],
    ["55512", "(555) 12"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["555123456", "(555) 123-456"],
    ["5551234567", "(555) 123-4567"],
  ])("%j -> %j", (raw, formatted) => {
    expect(formatPhoneInput(raw)).toBe(formatted);
  });

  it("strips non-digits, so re-formatting its own output is stable", () => {
    expect(formatPhoneInput("555.123.4567")).toBe("(555) 123-4567");
    expect(formatPhoneInput("(555) 123-4567")).toBe("(555) 123-4567");
    expect(formatPhoneInput("(555) 1")).toBe("(555) 1");
    expect(formatPhoneInput("abc")).toBe("");
  });

  it("drops a leading 1 country code once there are 11 digits", () => {
    expect(formatPhoneInput("15551234567")).toBe("(555) 123-4567");
    expect(formatPhoneInput("+1 (555) 123-4567")).toBe("(555) 123-4567");
    // Fewer digits: the 1 may be the start of the number, so it stays while typing.
    expect(formatPhoneInput("1555")).toBe("(155) 5");
  });

  it("keeps at most 10 digits", () => {
    expect(formatPhoneInput("55512345678")).toBe("(555) 123-4567");
    expect(formatPhoneInput("+1 555 123 4567 ext 9")).toBe("(555) 123-4567");
  });
});

describe("phoneDigits", () => {
  it("gives the national digits", () => {
    expect(phoneDigits("+1 (555) 123-4567")).toBe("5551234567");
    expect(phoneDigits("(555) 12")).toBe("55512");
  });
});
