"use client";

import { Fragment } from "react";
import { useWatch } from "react-hook-form";
import { object } from "yup";
import type { Locale } from "@/lib/brand/locale";
import type { CalculatorWords } from "@/lib/content/words";
import { formatIntegerInput, formatNumber, parseNumber } from "@/lib/format/number";
import { integerField, numericField } from "@/lib/validation/fields";
import { formattedAs, LabelledInput } from "../../forms/LabelledInput";
import { jobMargin, type MarginInput } from "./margin";
import { formatMoney } from "./money";
import { calculatorGridClass, resultListClass, resultTermClass, resultValueClass } from "./styles";
import { useCalculatorForm } from "./useCalculatorForm";

type Values = Record<keyof MarginInput, string>;

// Spec 5's integer rule for whole numbers (thousands separators allowed), numeric for the margin.
const schema = object({
  systemWatts: integerField("System Size", 1),
  equipmentCost: integerField("Equipment Cost", 0),
  laborCost: integerField("Labor Cost", 0),
  otherCost: integerField("Other Costs", 0),
  contractPrice: integerField("Contract Price", 1),
  targetMarginPercent: numericField("Target Margin"),
});

const DEFAULTS: Values = {
  systemWatts: "8,000",
  equipmentCost: "9,600",
  laborCost: "4,800",
  otherCost: "2,400",
  contractPrice: "28,000",
  targetMarginPercent: "35",
};

const FIELDS = Object.keys(DEFAULTS) as (keyof Values)[];
const WHOLE: ReadonlySet<keyof Values> = new Set(FIELDS.filter((key) => key !== "targetMarginPercent"));

/** The figures, or null while a field does not hold a number (its message says why). */
function marginOf(values: Values) {
  const numbers = Object.fromEntries(FIELDS.map((key) => [key, parseNumber(values[key] ?? "")])) as MarginInput;
  return FIELDS.every((key) => Number.isFinite(numbers[key])) ? jobMargin(numbers) : null;
}

const percent = (value: number) => `${formatNumber(value, 2)}%`;

/** A job's margin and markup, worked out as the installer types (nothing is sent anywhere). */
export function MarginCalculator({ locale, words: copy }: { locale: Locale; words: CalculatorWords }) {
  const {
    register,
    control,
    formState: { errors },
    formRef,
  } = useCalculatorForm(schema, DEFAULTS, (name, typed) => (WHOLE.has(name) ? formatIntegerInput(typed) : typed));
  const values = useWatch({ control }) as Values;
  const result = marginOf({ ...DEFAULTS, ...values });
  const rows: [string, string][] = result
    ? [
        [copy.totalCost, formatMoney(result.totalCost)],
        [copy.grossProfit, formatMoney(result.grossProfit)],
        [copy.grossMargin, percent(result.marginPercent)],
        [copy.markup, percent(result.markupPercent)],
        [copy.costPerWatt, formatMoney(result.costPerWatt)],
        [copy.pricePerWatt, formatMoney(result.pricePerWatt)],
        [copy.profitPerWatt, formatMoney(result.profitPerWatt)],
        [
          copy.targetPrice,
          result.priceForTargetMargin === null ? copy.noTargetPrice : formatMoney(result.priceForTargetMargin),
        ],
      ]
    : [];
  return (
    <div className={calculatorGridClass}>
      <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map((key) => (
          <LabelledInput
            key={key}
            locale={locale}
            label={copy[key]}
            registration={WHOLE.has(key) ? formattedAs(register(key), formatIntegerInput) : register(key)}
            error={errors[key]}
            // The server's HTML shows the figures the results are worked out from.
            defaultValue={DEFAULTS[key]}
            inputMode={WHOLE.has(key) ? "numeric" : "decimal"}
            autoComplete="off"
          />
        ))}
      </form>
      <section aria-live="polite" aria-label={copy.marginResults}>
        {result ? (
          <dl className={resultListClass} data-testid="margin-result">
            {rows.map(([term, value]) => (
              <Fragment key={term}>
                <dt className={resultTermClass}>{term}</dt>
                <dd className={resultValueClass}>{value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
      </section>
    </div>
  );
}
