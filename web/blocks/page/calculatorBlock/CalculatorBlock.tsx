import { css, cx } from "@/styled-system/css";
import { blockClass, blockHeadingClass, cardClass, leadClass } from "../styles";
import type { PageBlockProps } from "../types";
import { CalculatorIsland } from "./CalculatorIsland";

/** A calculator on a content page: its heading and introduction, and the calculator as the page's one island. */
export function CalculatorBlock({ block, page }: PageBlockProps<"calculatorBlock">) {
  if (!block.calculator) return null;
  return (
    <section
      className={cx(blockClass, cardClass, css({ boxShadow: "sm" }))}
      aria-labelledby={`${block._key}-heading`}
      data-block="calculatorBlock"
    >
      <h2 id={`${block._key}-heading`} className={blockHeadingClass}>
        {block.heading}
      </h2>
      {block.intro ? <p className={leadClass}>{block.intro}</p> : null}
      <CalculatorIsland kind={block.calculator} locale={page.locale} words={page.words} />
    </section>
  );
}
