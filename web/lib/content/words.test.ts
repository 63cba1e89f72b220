import { wordLabels } from "studio/wordGroups";
import { describe, expect, it } from "vitest";
import { resultsWordsOf, wordsFor } from "./words";
import { shippedStepWords, shippedWords } from "./words.testing";

const site = Object.fromEntries(
  Object.keys(wordLabels("stepWords")).map((key) => [key, { en: `${key} (en)`, es: `${key} (es)` }]),
);

describe("wordsFor (issue 12 item 4)", () => {
  it("gives every word in the visitor's language from the site's words", () => {
    const { words, missing } = wordsFor("stepWords", { site, brand: null }, "es");
    expect(words.continue).toBe("continue (es)");
    expect(Object.keys(words).sort()).toEqual(Object.keys(wordLabels("stepWords")).sort());
    expect(missing).toEqual([]);
  });

  it("takes a brand's own word over the site's, and the site's translation over the brand's English", () => {
    const brand = { continue: { en: "See my savings", es: "Ver mi ahorro" }, back: { en: "Previous" } };
    expect(wordsFor("stepWords", { site, brand }, "en").words.continue).toBe("See my savings");
    expect(wordsFor("stepWords", { site, brand }, "es").words.continue).toBe("Ver mi ahorro");
    expect(wordsFor("stepWords", { site, brand }, "en").words.back).toBe("Previous");
    expect(wordsFor("stepWords", { site, brand }, "es").words.back).toBe("back (es)");
  });

  it("falls back to English for an untranslated word, and names a word missing altogether", () => {
    const partial = { ...site, yes: { en: "Yes" }, no: null };
    const { words, missing } = wordsFor("stepWords", { site: partial, brand: null }, "es");
    expect(words.yes).toBe("Yes");
    expect(words.no).toBe("");
    expect(missing).toEqual(["no"]);
  });

  it("gives only the words asked for", () => {
    const { words } = wordsFor("stepWords", { site, brand: null }, "en", ["back", "change"]);
    expect(words).toEqual({ back: "back (en)", change: "change (en)" });
  });

  it("has every word of every group in both languages in the shipped dataset", () => {
    for (const group of ["stepWords", "resultsWords", "siteWords", "calculatorWords", "accountWords"] as const)
      for (const locale of ["en", "es"] as const) {
        const words: Record<string, string> = shippedWords(group, locale);
        for (const key of Object.keys(wordLabels(group))) expect(words[key], `${group}.${key} ${locale}`).not.toBe("");
      }
    expect(shippedStepWords("es").continue).toBe("Continuar");
  });
});

describe("resultsWordsOf: the results words of one kind of offer", () => {
  it("names the category's own words plainly and leaves out every other category's", () => {
    const roof = resultsWordsOf(shippedWords("resultsWords", "en"), "roof");
    expect(roof.estimateHeading).toBe("Your estimated roof cost");
    expect(roof.systemSize).toBe("System size");
    expect(Object.keys(roof).some((key) => key.startsWith("solar_"))).toBe(false);
    expect(resultsWordsOf(shippedWords("resultsWords", "es"), "solar").comparisonHeading).toBe(
      "Compare los principales proveedores solares",
    );
  });
});

describe("loadQuestionnaireWords: a questionnaire carries only the words it can show", () => {
  it("sends the phone verification's words only to flows with that step, and the flow's own results words", async () => {
    const { loadQuestionnaireWords } = await import("./loaders");
    const roof = { steps: ["zipInput", "resultsInput"], category: "roof", layout: "generic" } as const;
    const withResults = await loadQuestionnaireWords("sunsaver", "en", roof);
    expect(withResults.continue).toBe("Continue");
    expect(withResults.comparisonHeading).toBe("Compare top roofing companies");
    expect(withResults.roofArea).toBe("Roof area");
    // Not the phone verification's, not the solar figures, not another layout's heading.
    expect(withResults.sendCode).toBeUndefined();
    expect(withResults.systemSize).toBeUndefined();
    expect(withResults.noCostSolarHero).toBeUndefined();
    const verifying = await loadQuestionnaireWords("sunsaver", "es", {
      steps: ["phoneVerificationInput"],
      category: "solar",
      layout: "noCostSolar",
    });
    expect(verifying.sendCode).toBe("Enviar código");
    expect(verifying.noCostSolarHero).toMatch(/^Paneles solares/);
    expect(verifying.systemSize).toBeUndefined();
  });
});
