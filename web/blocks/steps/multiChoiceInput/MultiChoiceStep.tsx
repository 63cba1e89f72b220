"use client";

import { type FormEvent, useState } from "react";
import { css } from "@/styled-system/css";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { CheckboxRow } from "../parts/CheckboxRow";
import { StepForm } from "../parts/StepForm";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";
import { joinChoices, splitChoices, toggleChoice } from "./answer";

const listClass = css({ display: "flex", flexDirection: "column", gap: "3", border: "none", p: "0", m: "0" });
const errorClass = css({ color: "fg.error", mt: "3" });

/** Several answers may apply: the visitor ticks each, then continues. */
export function MultiChoiceStep({ input }: StepProps<"multiChoiceInput">) {
  const { answers, onSubmit, words } = useStep();
  const key = input.answerKey ?? "answer";
  const options = (input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }));
  const order = options.map((option) => option.value);
  const [chosen, setChosen] = useState(() => splitChoices(answers[key], order));
  const [error, setError] = useState<string | null>(null);
  const errorId = `${key}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(words.chooseAtLeastOne);
      return;
    }
    onSubmit({ [key]: joinChoices(chosen, order) });
  };

  return (
    <StepForm answersInUrl={false} onSubmit={submit}>
      <fieldset className={listClass} aria-labelledby={headingId} aria-describedby={error ? errorId : undefined}>
        {options.map((option) => (
          <CheckboxRow
            key={option.value}
            label={option.label}
            name={key}
            value={option.value}
            checked={chosen.includes(option.value)}
            onChange={() => {
              setChosen((current) => toggleChoice(current, option.value, input.noneValue ?? null));
              setError(null);
            }}
          />
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
