import { calculatorBlock } from "./calculatorBlock";
import { comparisonBlock } from "./comparisonBlock";
import { ctaBlock } from "./ctaBlock";
import { faqBlock } from "./faqBlock";
import { heroBlock } from "./heroBlock";
import { highlightsBlock } from "./highlightsBlock";
import { richTextBlock } from "./richTextBlock";

/** Every page-builder block of content pages. */
export const pageBlockTypes = [
  heroBlock,
  highlightsBlock,
  ctaBlock,
  richTextBlock,
  comparisonBlock,
  calculatorBlock,
  faqBlock,
];
