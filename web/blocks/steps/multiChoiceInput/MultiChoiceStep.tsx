"use client";

import { type FormEvent, useState } from "react";
import { css } from "@/styled-system/css";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { stepCopy } from "../parts/copy";
import { StepForm } from "../parts/StepForm";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";
import { joinChoices, splitChoices, toggleChoice } from "./answer";
import { multiChoiceCopy } from "./copy";

const listClass = css({ display: "flex", flexDirection: "column", gap: "3", border: "none", p: "0", m: "0" });
// The same tappable card as a single-choice answer, with a visible box to tick.
const optionClass = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  minHeight: "14",
  px: "5",
  py: "3",
  textStyle: "lg",
  fontWeight: "semibold",
  bg: "white",
  borderWidth: "2px",
  borderColor: "brand.solid/40",
  borderRadius: "l3",
  boxShadow: "xs",
  cursor: "pointer",
  _hover: { borderColor: "brand.solid", bg: "brand.subtle" },
  _focusWithin: { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
  "&:has(input:checked)": { borderColor: "brand.solid", bg: "brand.subtle" },
});
const boxClass = css({ width: "6", height: "6", accentColor: "var(--colors-brand-solid)", flexShrink: 0 });
const errorClass = css({ color: "fg.error", mt: "3" });

/** Several answers may apply: the visitor ticks each, then continues. */
export function MultiChoiceStep({ input }: StepProps<"multiChoiceInput">) {
  const { locale, answers, onSubmit } = useStep();
  const key = input.answerKey ?? "answer";
  const options = (input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }));
  const order = options.map((option) => option.value);
  const [chosen, setChosen] = useState(() => splitChoices(answers[key], order));
  const [error, setError] = useState<string | null>(null);
  const errorId = `${key}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(multiChoiceCopy[locale].chooseAtLeastOne);
      return;
    }
    onSubmit({ [key]: joinChoices(chosen, order) });
  };

  return (
    <StepForm answersInUrl={false} onSubmit={submit}>
      <fieldset className={listClass} aria-labelledby={headingId} aria-describedby={error ? errorId : undefined}>
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="checkbox"
              name={key}
              value={option.value}
              className={boxClass}
              checked={chosen.includes(option.value)}
              onChange={() => {
                setChosen((current) => toggleChoice(current, option.value, input.noneValue ?? null));
                setError(null);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
      <SubmitButton>{input.buttonLabel || stepCopy[locale].continue}</SubmitButton>
    </StepForm>
  );
}
