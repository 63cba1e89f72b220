import type { ComponentType } from "react";
import { CalculatorBlock } from "./calculatorBlock/CalculatorBlock";
import { ComparisonBlock } from "./comparisonBlock/ComparisonBlock";
import { CtaBlock } from "./ctaBlock/CtaBlock";
import { FaqBlock } from "./faqBlock/FaqBlock";
import { HeroBlock } from "./heroBlock/HeroBlock";
import { HighlightsBlock } from "./highlightsBlock/HighlightsBlock";
import { RichTextBlock } from "./richTextBlock/RichTextBlock";
import type { PageBlockProps, PageBlockType } from "./types";

/**
 * Every page-builder block type of the schema and its component. The key set is the generated
 * union of block types: a schema block without a line here fails `tsc`.
 */
export const pageBlocks: { [K in PageBlockType]: ComponentType<PageBlockProps<K>> } = {
  calculatorBlock: CalculatorBlock,
  comparisonBlock: ComparisonBlock,
  ctaBlock: CtaBlock,
  faqBlock: FaqBlock,
  heroBlock: HeroBlock,
  highlightsBlock: HighlightsBlock,
  richTextBlock: RichTextBlock,
};
