"use client";

import { useStep } from "../engine";
import { ChoiceList } from "../parts/ChoiceList";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";
import { useUtilityChoices } from "./useUtilityChoices";

/** One tap answers the question and moves on. */
export function SingleChoiceStep({ input }: StepProps<"singleChoiceInput">) {
  const { answers, onSubmit } = useStep();
  const key = input.answerKey ?? "answer";
  const current = answers[key];
  const options = useUtilityChoices(
    key,
    answers.zip,
    (input.choices ?? []).map((choice) => ({
      value: choice.value ?? "",
      label: choice.label ?? "",
      // Marked by the server on the utility question (flows/stepPage).
      namesUtility: (choice as { namesUtility?: boolean }).namesUtility,
    })),
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
