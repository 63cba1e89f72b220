import { describe, expect, it } from "vitest";
import { consentTextProblem } from "./consentRules";

describe("consentTextProblem", () => {
  it("takes a text that names {phone} in every language it is written in", () => {
    expect(consentTextProblem({ en: "Call me at {phone}.", es: "Llámenme al {phone}." })).toBe(true);
    // No Spanish yet: Spanish visitors see the English text, which names the number.
    expect(consentTextProblem({ en: "Call me at {phone}." })).toBe(true);
  });

  it("refuses a Spanish text without {phone}, which would refuse every Spanish consent", () => {
    expect(consentTextProblem({ en: "Call me at {phone}.", es: "Llámenme." })).toBe(
      "The consent must name the number consented to in every language: include {phone} in the Spanish text.",
    );
  });

  it("refuses an English text without {phone}, or none at all", () => {
    expect(consentTextProblem({ en: "Call me.", es: "Llámenme." })).toBe(
      "The consent must name the number consented to in every language: include {phone} in the English and Spanish text.",
    );
    expect(consentTextProblem(undefined)).toBe("The English consent text is required.");
  });
});
