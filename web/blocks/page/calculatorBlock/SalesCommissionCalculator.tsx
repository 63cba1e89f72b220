"use client";

import { useWatch } from "react-hook-form";
import { object } from "yup";
import type { Locale } from "@/lib/brand/locale";
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

const words = {
  en: {
    systemSizeKw: "System size (kW)",
    pricePerWatt: "Sold price per watt ($)",
    redlinePerWatt: "Redline per watt ($)",
    setterSplitPercent: "Setter split (%)",
    leadCost: "Price per lead ($)",
    closeRatePercent: "Close rate (%)",
    gross: "Gross commission",
    setter: "Setter's share",
    yours: "Your commission",
    leads: "Lead cost per closed deal",
    net: "Net after lead costs",
    perWatt: "Net per watt",
    results: "Your commission on this deal",
  },
  es: {
    systemSizeKw: "Tamaño del sistema (kW)",
    pricePerWatt: "Precio vendido por vatio ($)",
    redlinePerWatt: "Redline por vatio ($)",
    setterSplitPercent: "Parte del agendador (%)",
    leadCost: "Precio por lead ($)",
    closeRatePercent: "Tasa de cierre (%)",
    gross: "Comisión bruta",
    setter: "Parte del agendador",
    yours: "Su comisión",
    leads: "Costo de leads por venta cerrada",
    net: "Neto después del costo de leads",
    perWatt: "Neto por vatio",
    results: "Su comisión en esta venta",
  },
} as const;

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
export function SalesCommissionCalculator({ locale }: { locale: Locale }) {
  const copy = words[locale];
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
            label={copy[key]}
            registration={register(key)}
            error={errors[key]}
            // The server's HTML shows the figures the results are worked out from.
            defaultValue={DEFAULTS[key]}
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
      </form>
      <section aria-live="polite" aria-label={copy.results}>
        {result ? (
          <dl className={resultListClass} data-testid="commission-result">
            <dt className={resultTermClass}>{copy.gross}</dt>
            <dd className={resultValueClass}>{formatMoney(result.grossCommission)}</dd>
            <dt className={resultTermClass}>{copy.setter}</dt>
            <dd className={resultValueClass}>{formatMoney(result.setterShare)}</dd>
            <dt className={resultTermClass}>{copy.yours}</dt>
            <dd className={resultValueClass}>{formatMoney(result.closerCommission)}</dd>
            <dt className={resultTermClass}>{copy.leads}</dt>
            <dd className={resultValueClass}>{formatMoney(result.leadCostPerDeal)}</dd>
            <dt className={resultTermClass}>{copy.net}</dt>
            <dd className={resultValueClass} data-testid="commission-net">
              {formatMoney(result.net)}
            </dd>
            <dt className={resultTermClass}>{copy.perWatt}</dt>
            <dd className={resultValueClass}>{formatMoney(result.netPerWatt)}</dd>
          </dl>
        ) : null}
      </section>
    </div>
  );
}
