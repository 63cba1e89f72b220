"use client";

import { type FormEvent, useId, useState } from "react";
import { css } from "@/styled-system/css";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { CheckboxRow, checkboxErrorClass } from "../parts/CheckboxRow";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

const listClass = css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none", ps: "0", m: "0" });
const itemClass = css({ display: "flex", alignItems: "flex-start", gap: "3", textStyle: "lg" });
const checkClass = css({ color: "brand.fg", fontWeight: "bold", flexShrink: "0" });
const confirmClass = css({ mt: "6" });

/** The criteria of the offer; the visitor confirms meeting them with a required checkbox. */
export function CriteriaStep({ input }: StepProps<"criteriaInput">) {
  const { answers, onSubmit, words } = useStep();
  const errorId = useId();
  const [confirmed, setConfirmed] = useState(answers.meets_criteria === true);
  const [showError, setShowError] = useState(false);
  const invalid = showError && !confirmed;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) {
      setShowError(true);
      return;
    }
    onSubmit({ meets_criteria: true });
  };

  return (
    <StepForm answersInUrl={false} onSubmit={submit}>
      <ul className={listClass}>
        {(input.criteria ?? []).map((criterion) => (
          <li key={criterion} className={itemClass}>
            <span aria-hidden="true" className={checkClass}>
              ✓
            </span>
            {criterion}
          </li>
        ))}
      </ul>
      <div className={confirmClass}>
        <CheckboxRow
          name="meets_criteria"
          value="true"
          label={words.meetCriteria}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        {invalid ? (
          <p id={errorId} className={checkboxErrorClass} role="alert">
            {words.confirmCriteria}
          </p>
        ) : null}
      </div>
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
