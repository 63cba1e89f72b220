"use client";

import { useWatch } from "react-hook-form";
import { object } from "yup";
import type { Locale } from "@/lib/brand/locale";
import type { CalculatorWords } from "@/lib/content/words";
import { parseNumber } from "@/lib/format/number";
import { numericField } from "@/lib/validation/fields";
import { LabelledInput } from "../../forms/LabelledInput";
import { type CommissionInput, salesCommission } from "./commission";
import { formatMoney } from "./money";
import { calculatorGridClass, resultListClass, resultTermClass, resultValueClass } from "./styles";
import { useCalculatorForm } from "./useCalculatorForm";

type Values = Record<keyof CommissionInput, string>;

// Spec 5's numeric rule; the label names the field in "… Must Be Numeric.".
const schema = object({
  systemSizeKw: numericField("System Size"),
  pricePerWatt: numericField("Price Per Watt"),
  redlinePerWatt: numericField("Redline"),
  setterSplitPercent: numericField("Setter Split"),
  leadCost: numericField("Lead Cost"),
  closeRatePercent: numericField("Close Rate"),
});

/** Each field's label among the calculator's words (the margin calculator has its own "price per watt"). */
const FIELD_WORDS = {
  systemSizeKw: "systemSizeKw",
  pricePerWatt: "soldPricePerWatt",
  redlinePerWatt: "redlinePerWatt",
  setterSplitPercent: "setterSplitPercent",
  leadCost: "leadCost",
  closeRatePercent: "closeRatePercent",
} as const satisfies Record<keyof Values, keyof CalculatorWords>;

const DEFAULTS: Values = {
  systemSizeKw: "8",
  pricePerWatt: "3.60",
  redlinePerWatt: "2.90",
  setterSplitPercent: "0",
  leadCost: "0",
  closeRatePercent: "100",
};

const FIELDS = Object.keys(DEFAULTS) as (keyof Values)[];

/** The figures, or null while a field does not hold a number (its message says why). */
function commissionOf(values: Values) {
  const numbers = Object.fromEntries(FIELDS.map((key) => [key, parseNumber(values[key] ?? "")])) as CommissionInput;
  return FIELDS.every((key) => Number.isFinite(numbers[key])) ? salesCommission(numbers) : null;
}

/** The commission of one deal, worked out as the rep types (nothing is sent anywhere). */
export function SalesCommissionCalculator({ locale, words: copy }: { locale: Locale; words: CalculatorWords }) {
  const {
    register,
    control,
    formState: { errors },
    formRef,
  } = useCalculatorForm(schema, DEFAULTS);
  const values = useWatch({ control }) as Values;
  const result = commissionOf({ ...DEFAULTS, ...values });
  return (
    <div className={calculatorGridClass}>
      <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map((key) => (
          <LabelledInput
            key={key}
            locale={locale}
            label={copy[FIELD_WORDS[key]]}
            registration={register(key)}
            error={errors[key]}
            // The server's HTML shows the figures the results are worked out from.
            defaultValue={DEFAULTS[key]}
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
      </form>
      <section aria-live="polite" aria-label={copy.commissionResults}>
        {result ? (
          <dl className={resultListClass} data-testid="commission-result">
            <dt className={resultTermClass}>{copy.grossCommission}</dt>
            <dd className={resultValueClass}>{formatMoney(result.grossCommission)}</dd>
            <dt className={resultTermClass}>{copy.setterShare}</dt>
            <dd className={resultValueClass}>{formatMoney(result.setterShare)}</dd>
            <dt className={resultTermClass}>{copy.yourCommission}</dt>
            <dd className={resultValueClass}>{formatMoney(result.closerCommission)}</dd>
            <dt className={resultTermClass}>{copy.leadCostPerDeal}</dt>
            <dd className={resultValueClass}>{formatMoney(result.leadCostPerDeal)}</dd>
            <dt className={resultTermClass}>{copy.netCommission}</dt>
            <dd className={resultValueClass} data-testid="commission-net">
              {formatMoney(result.net)}
            </dd>
            <dt className={resultTermClass}>{copy.netPerWatt}</dt>
            <dd className={resultValueClass}>{formatMoney(result.netPerWatt)}</dd>
          </dl>
        ) : null}
      </section>
    </div>
  );
}
