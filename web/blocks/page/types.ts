import type { Locale } from "@/lib/brand/locale";
import type { Localized } from "@/lib/content/localize";
import type { CONTENT_PAGE_QUERY_RESULT } from "@/lib/content/sanity.types";

/** Every page-builder block type of the schema (generated from studio/schemas/blocks), localised. */
export type PageBlock = Localized<NonNullable<NonNullable<CONTENT_PAGE_QUERY_RESULT>["pageBuilder"]>[number]>;
export type PageBlockType = PageBlock["_type"];
export type PageBlockOf<T extends PageBlockType> = Extract<PageBlock, { _type: T }>;

/** What every block of a page knows besides its own content. */
export type PageContext = {
  locale: Locale;
  brand: { name: string; phone: string };
};

export type PageBlockProps<T extends PageBlockType = PageBlockType> = { block: PageBlockOf<T>; page: PageContext };
