"use client";

import { useStep } from "../engine";
import { ChoiceList } from "../parts/ChoiceList";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";

/** A yes-or-no question: one tap answers "yes" or "no" and moves on. */
export function YesNoStep({ input }: StepProps<"yesNoInput">) {
  const { answers, onSubmit, words } = useStep();
  const copy = words;
  const key = input.answerKey ?? "answer";
  const current = answers[key];
  return (
    <ChoiceList
      name={key}
      labelledBy={headingId}
      options={[
        { value: "yes", label: input.yesLabel || copy.yes },
        { value: "no", label: input.noLabel || copy.no },
      ]}
      selected={current === "yes" || current === "no" ? current : null}
      onChoose={(value) => onSubmit({ [key]: value })}
    />
  );
}
