"use client";

import { useStep } from "../engine";
import { ChoiceList } from "../parts/ChoiceList";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";
import { useUtilityOrder } from "./useUtilityOrder";

/** One tap answers the question and moves on. */
export function SingleChoiceStep({ input }: StepProps<"singleChoiceInput">) {
  const { answers, onSubmit } = useStep();
  const key = input.answerKey ?? "answer";
  const current = answers[key];
  const options = useUtilityOrder(
    key,
    answers.zip,
    (input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" })),
  );
  return (
    <ChoiceList
      name={key}
      labelledBy={headingId}
      options={options}
      selected={typeof current === "string" ? current : null}
      onChoose={(value) => onSubmit({ [key]: value })}
    />
  );
}
