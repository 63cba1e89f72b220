import type { ComponentType } from "react";
import type { Locale } from "@/lib/brand/locale";
import { css, cx } from "@/styled-system/css";
import { blockClass, blockHeadingClass, cardClass, leadClass } from "../styles";
import type { PageBlockOf, PageBlockProps } from "../types";
import { SalesCommissionCalculator } from "./SalesCommissionCalculator";
import { SolarSavingsCalculator } from "./SolarSavingsCalculator";

type CalculatorKind = NonNullable<PageBlockOf<"calculatorBlock">["calculator"]>;

/** Every calculator the schema offers; a new option without a component here fails `tsc`. */
const calculators: Record<CalculatorKind, ComponentType<{ locale: Locale }>> = {
  salesCommission: SalesCommissionCalculator,
  solarSavings: SolarSavingsCalculator,
};

/** A calculator on a content page: its heading and introduction, and the calculator as the page's one island. */
export function CalculatorBlock({ block, page }: PageBlockProps<"calculatorBlock">) {
  const Calculator = block.calculator ? calculators[block.calculator] : null;
  if (!Calculator) return null;
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
      <Calculator locale={page.locale} />
    </section>
  );
}
