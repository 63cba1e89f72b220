import type { Locale } from "@/lib/brand/locale";
import type { Localized } from "@/lib/content/localize";
import type { CONTENT_PAGE_QUERY_RESULT } from "@/lib/content/sanity.types";
import type { CalculatorWords, ResultsWords } from "@/lib/content/words";

/** Every page-builder block type of the schema (generated from studio/schemas/blocks), localised. */
export type PageBlock = Localized<NonNullable<NonNullable<CONTENT_PAGE_QUERY_RESULT>["pageBuilder"]>[number]>;
export type PageBlockType = PageBlock["_type"];
export type PageBlockOf<T extends PageBlockType> = Extract<PageBlock, { _type: T }>;

/** What every block of a page knows besides its own content. */
export type PageContext = {
  locale: Locale;
  brand: { name: string; phone: string };
  /** The words the page's blocks show, from content (blockWords.ts loads only those its blocks need). */
  words: PageBlockWords;
};

export type PageBlockProps<T extends PageBlockType = PageBlockType> = { block: PageBlockOf<T>; page: PageContext };

/** Words of the listings and calculators (both groups typed whole; a page gets the sections its blocks show). */
export type PageBlockWords = CalculatorWords & ResultsWords;
