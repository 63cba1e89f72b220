"use client";

import { type FormEvent, useState } from "react";
import { formatCurrency } from "@/lib/format/number";
import type { Answers } from "@/lib/leadFields/types";
import { css } from "@/styled-system/css";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { fillCopy } from "../parts/fillCopy";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";
import { BILL_AMOUNT_KEY, billBand, savedBillAmount } from "./bill";

export { billBand } from "./bill";

const sliderId = "monthly-bill-amount";

const stackClass = css({ display: "flex", flexDirection: "column", gap: "3" });
const labelClass = css({ fontWeight: "medium" });
const amountClass = css({ textStyle: "4xl", fontWeight: "bold", lineHeight: "1", color: "brand.fg" });
const bandClass = css({ color: "fg.muted" });
const sliderClass = css({
  width: "full",
  height: "10",
  accentColor: "brand.solid",
  cursor: "pointer",
  borderRadius: "l2",
  _focusVisible: { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
});
const scaleClass = css({ display: "flex", justifyContent: "space-between", color: "fg.muted", textStyle: "sm" });

/** The saved amount, else the content's default, on the slider's grid. */
const startingAmount = (answers: Answers, min: number, max: number, step: number, fallback: number): number => {
  const amount = savedBillAmount(answers) ?? fallback;
  const snapped = min + Math.round((amount - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
};

/**
 * The average monthly electric bill on a slider (arrow keys move it by one step). A real GET form
 * to the next step: before the page's JavaScript runs, the amount travels in the URL as
 * `monthly_electricity_bill_amount`; with it, the amount is saved with its band.
 */
export function MonthlyBillStep({ input }: StepProps<"monthlyBillInput">) {
  const { answers, onSubmit, words } = useStep();
  const min = input.min ?? 50;
  const max = Math.max(min, input.max ?? 800);
  const step = input.step && input.step > 0 ? input.step : 10;
  // Until the visitor moves the slider it shows the saved amount, which arrives after the first
  // render (the flow island reads the session after hydration).
  const [chosen, setAmount] = useState<number | null>(null);
  const amount = chosen ?? startingAmount(answers, min, max, step, input.defaultAmount ?? 150);
  const band = billBand(amount);
  const shown = formatCurrency(amount);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ [BILL_AMOUNT_KEY]: amount, monthly_electricity_bill: band });
  };

  return (
    <StepForm answersInUrl onSubmit={submit}>
      <div className={stackClass}>
        <label htmlFor={sliderId} className={labelClass}>
          {words.monthlyBill}
        </label>
        <p className={amountClass}>{shown}</p>
        <p className={bandClass}>{fillCopy(words.billBand, { band: words[band] })}</p>
        <input
          id={sliderId}
          name={BILL_AMOUNT_KEY}
          type="range"
          min={min}
          max={max}
          step={step}
          value={amount}
          aria-valuetext={fillCopy(words.perMonth, { amount: shown })}
          onChange={(event) => setAmount(Number(event.target.value))}
          className={sliderClass}
        />
        <div className={scaleClass} aria-hidden="true">
          <span>{formatCurrency(min)}</span>
          <span>{formatCurrency(max)}+</span>
        </div>
      </div>
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
