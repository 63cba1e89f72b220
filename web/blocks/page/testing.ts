import type { Locale } from "@/lib/brand/locale";
import { loadContentPage } from "@/lib/content/loaders";
import { shippedStepWords, shippedWords } from "@/lib/content/words.testing";
import type { PageBlockOf, PageBlockType, PageContext } from "./types";

/** The first block of `type` on a seeded content page, as the page renders it. */
export async function seededBlock<T extends PageBlockType>(
  type: T,
  path: string,
  { brand = "sunsaver", locale = "en" }: { brand?: string; locale?: Locale } = {},
): Promise<PageBlockOf<T>> {
  const page = await loadContentPage(brand, locale, path);
  const block = page?.pageBuilder.find((candidate): candidate is PageBlockOf<T> => candidate._type === type);
  if (!block) throw new Error(`no ${type} on ${brand}${path} in the embedded dataset`);
  return block;
}

export const pageContext = (locale: Locale = "en"): PageContext => ({
  locale,
  brand: { name: "SunSaver Program", phone: "8885550101" },
  words: { ...shippedWords("calculatorWords", locale), ...shippedStepWords(locale, "solar") },
});
