"use client";

import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { object } from "yup";
import { fetchSolarEstimate } from "@/lib/api/calls";
import type { Locale } from "@/lib/brand/locale";
import { formatIntegerInput } from "@/lib/format/number";
import { numericField, zipSchema } from "@/lib/validation/fields";
import { formattedAs, LabelledInput } from "../../forms/LabelledInput";
import { EstimateSection } from "../../steps/resultsInput/EstimateSection";
import type { EstimateState } from "../../steps/resultsInput/estimate";
import { readEstimate } from "../../steps/resultsInput/readEstimate";
import type { PageBlockWords } from "../types";
import { calculatorGridClass } from "./styles";
import { useCalculatorForm } from "./useCalculatorForm";

const schema = object({ zip: zipSchema, monthly_bill: numericField("Monthly Bill") });

/** Typing pauses this long before the estimate is asked for, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 300;

/**
 * The backend's solar estimate for a ZIP and a bill (GET /api/solar_estimate), updated as the
 * visitor types; the figures are the results step's, in the same layout.
 */
export function SolarSavingsCalculator({ locale, words: copy }: { locale: Locale; words: PageBlockWords }) {
  const {
    register,
    control,
    formState: { errors },
    formRef,
  } = useCalculatorForm(schema, { zip: "", monthly_bill: "150" }, (name, typed) =>
    name === "monthly_bill" ? formatIntegerInput(typed) : typed,
  );
  const { zip = "", monthly_bill: bill = "" } = useWatch({ control });
  const [estimate, setEstimate] = useState<EstimateState | null>(null);

  useEffect(() => {
    if (!schema.isValidSync({ zip, monthly_bill: bill })) {
      setEstimate(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setEstimate({ status: "loading" });
      fetchSolarEstimate(zip, bill)
        .then((answer) => {
          const read = answer === null ? null : readEstimate(answer);
          if (current) setEstimate(read ? { status: "ready", estimate: read } : { status: "unavailable" });
        })
        .catch(() => {
          if (current) setEstimate({ status: "unavailable" });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [zip, bill]);

  return (
    <div className={calculatorGridClass}>
      <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
        <LabelledInput
          locale={locale}
          label={copy.solarZip}
          registration={register("zip")}
          error={errors.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
        <LabelledInput
          locale={locale}
          label={copy.solarBill}
          registration={formattedAs(register("monthly_bill"), formatIntegerInput)}
          error={errors.monthly_bill}
          defaultValue="150"
          inputMode="numeric"
          autoComplete="off"
        />
      </form>
      <div aria-live="polite" data-testid="solar-calculator-result">
        {estimate ? (
          <EstimateSection
            estimate={estimate}
            words={copy}
            figures="solar"
            headingId="calculator-estimate-heading"
            headingLevel={3}
          />
        ) : null}
      </div>
    </div>
  );
}
