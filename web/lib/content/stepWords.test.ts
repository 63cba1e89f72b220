import { STEP_WORD_KEYS } from "studio/stepWordKeys";
import { describe, expect, it } from "vitest";
import { stepWordsFor } from "./stepWords";
import { shippedStepWords } from "./stepWords.testing";

const site = Object.fromEntries(
  Object.keys(STEP_WORD_KEYS).map((key) => [key, { en: `${key} (en)`, es: `${key} (es)` }]),
);

describe("stepWordsFor (issue 12 item 4)", () => {
  it("gives every word in the visitor's language from the site's words", () => {
    const { words, missing } = stepWordsFor({ site, brand: null }, "es");
    expect(words.continue).toBe("continue (es)");
    expect(Object.keys(words).sort()).toEqual(Object.keys(STEP_WORD_KEYS).sort());
    expect(missing).toEqual([]);
  });

  it("takes a brand's own word over the site's, and the site's translation over the brand's English", () => {
    const brand = { continue: { en: "See my savings", es: "Ver mi ahorro" }, back: { en: "Previous" } };
    expect(stepWordsFor({ site, brand }, "en").words.continue).toBe("See my savings");
    expect(stepWordsFor({ site, brand }, "es").words.continue).toBe("Ver mi ahorro");
    expect(stepWordsFor({ site, brand }, "en").words.back).toBe("Previous");
    expect(stepWordsFor({ site, brand }, "es").words.back).toBe("back (es)");
  });

  it("falls back to English for an untranslated word, and names a word missing altogether", () => {
    const partial = { ...site, yes: { en: "Yes" }, no: null };
    const { words, missing } = stepWordsFor({ site: partial, brand: null }, "es");
    expect(words.yes).toBe("Yes");
    expect(words.no).toBe("");
    expect(missing).toEqual(["no"]);
  });

  it("has every word in both languages in the shipped dataset", () => {
    for (const locale of ["en", "es"] as const) {
      const words = shippedStepWords(locale);
      for (const key of Object.keys(STEP_WORD_KEYS))
        expect(words[key as keyof typeof words], `${key} ${locale}`).not.toBe("");
    }
    expect(shippedStepWords("es").continue).toBe("Continuar");
  });
});
