"use client";

import { type FormEvent, useId, useState } from "react";
import { css } from "@/styled-system/css";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { CheckboxRow, checkboxErrorClass } from "../parts/CheckboxRow";
import { StepForm } from "../parts/StepForm";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";

const fieldsetClass = css({ border: "0", p: "0", m: "0", minWidth: "0" });
const listClass = css({ display: "flex", flexDirection: "column", gap: "3" });

/** Comma-joined values ("call,text") as stored, back to a list of the choices offered. */
const savedValues = (saved: unknown, offered: string[]): string[] =>
  typeof saved === "string" ? saved.split(",").filter((value) => offered.includes(value)) : [];

/** Several answers may apply: checkboxes, then the button; at least one is required. */
export function ContactStep({ input }: StepProps<"contactInput">) {
  const { answers, onSubmit, words } = useStep();
  const copy = words;
  const errorId = useId();
  const key = input.answerKey ?? "answer";
  const choices = (input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }));
  const offered = choices.map((choice) => choice.value);
  const [selected, setSelected] = useState(() => savedValues(answers[key], offered));
  const [showError, setShowError] = useState(false);
  const invalid = showError && selected.length === 0;

  const toggle = (value: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current, value] : current.filter((item) => item !== value)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected.length === 0) {
      setShowError(true);
      return;
    }
    // Saved in the order offered, whatever the order of the taps.
    onSubmit({ [key]: offered.filter((value) => selected.includes(value)).join(",") });
  };

  return (
    <StepForm answersInUrl onSubmit={submit}>
      <fieldset className={fieldsetClass} aria-labelledby={headingId} aria-describedby={invalid ? errorId : undefined}>
        <div className={listClass}>
          {choices.map((choice) => (
            <CheckboxRow
              key={choice.value}
              name={key}
              value={choice.value}
              label={choice.label}
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              aria-invalid={invalid || undefined}
            />
          ))}
        </div>
        {invalid ? (
          <p id={errorId} className={checkboxErrorClass} role="alert">
            {copy.chooseAtLeastOne}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
    </StepForm>
  );
}
