"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { Locale } from "@/lib/brand/locale";
import type { PageBlockOf, PageBlockWords } from "../types";

export type CalculatorKind = NonNullable<PageBlockOf<"calculatorBlock">["calculator"]>;

type CalculatorProps = { locale: Locale; words: PageBlockWords };

/**
 * Every calculator the schema offers, each its own chunk: the legal and content pages share one
 * route, and a calculator's form code (react-hook-form, yup) must load only where one is shown.
 * A new option without a component here fails `tsc`.
 */
const calculators: Record<CalculatorKind, ComponentType<CalculatorProps>> = {
  margin: dynamic(() => import("./MarginCalculator").then((m) => m.MarginCalculator)),
  salesCommission: dynamic(() => import("./SalesCommissionCalculator").then((m) => m.SalesCommissionCalculator)),
  solarSavings: dynamic(() => import("./SolarSavingsCalculator").then((m) => m.SolarSavingsCalculator)),
};

/** The calculator of a calculator block: the page's one client island. */
export function CalculatorIsland({ kind, ...props }: CalculatorProps & { kind: CalculatorKind }) {
  const Calculator = calculators[kind];
  return <Calculator {...props} />;
}
