"use client";

import { useStep } from "../engine";
import { ChoiceList } from "../parts/ChoiceList";
import { headingId } from "../parts/StepHeading";
import type { StepProps } from "../types";

/** The lead field this step answers (also the buttons' name, for a tap before JavaScript runs). */
const CREDIT_RATING_KEY = "credit_rating";

/** The estimated credit score band: one tap answers and moves on. */
export function CreditRatingStep({ input }: StepProps<"creditRatingInput">) {
  const { answers, onSubmit } = useStep();
  const current = answers[CREDIT_RATING_KEY];
  return (
    <ChoiceList
      name={CREDIT_RATING_KEY}
      labelledBy={headingId}
      options={(input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }))}
      selected={typeof current === "string" ? current : null}
      onChoose={(value) => onSubmit({ [CREDIT_RATING_KEY]: value })}
    />
  );
}
