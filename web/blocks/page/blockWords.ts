import { sectionWordKeys, wordKeysFor } from "studio/wordGroups";
import type { Locale } from "@/lib/brand/locale";
import { loadWords } from "@/lib/content/loaders";
import { resultsWordsOf } from "@/lib/content/words";
import type { PageBlock, PageBlockWords } from "./types";

/**
 * The words a content page's blocks show, loaded once for the page so blocks stay plain server
 * components: the listings' for a comparison, each calculator's own, and the results' figures
 * for the solar calculator (it shows the results step's estimate).
 */
export async function loadBlockWords(
  brand: string,
  locale: Locale,
  blocks: readonly PageBlock[],
): Promise<PageBlockWords> {
  const calculators = blocks.flatMap((block) =>
    block._type === "calculatorBlock" && block.calculator ? [block.calculator] : [],
  );
  const results = [
    ...(blocks.some((block) => block._type === "comparisonBlock") ? sectionWordKeys("resultsWords", "listings") : []),
    ...(calculators.includes("solarSavings")
      ? wordKeysFor("resultsWords", { steps: ["resultsInput"], category: "solar" })
      : []),
  ];
  const calculatorKeys = calculators.flatMap((kind) => sectionWordKeys("calculatorWords", kind));
  const [own, figures] = await Promise.all([
    calculatorKeys.length > 0 ? loadWords("calculatorWords", brand, locale, calculatorKeys) : {},
    results.length > 0 ? loadWords("resultsWords", brand, locale, results) : {},
  ]);
  const shown = calculators.includes("solarSavings") ? resultsWordsOf(figures, "solar") : figures;
  return { ...own, ...shown } as PageBlockWords;
}
