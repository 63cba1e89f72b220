"use client";

import { Box } from "@chakra-ui/react";
import { ChoiceList } from "../steps/ChoiceList";
import { headingId, StepHeading } from "../steps/StepHeading";
import type { StepProps } from "../steps/types";

/** One tap answers the question and moves on. */
export function SingleChoiceStep({ input, heading, subheading, answers, onSubmit }: StepProps<"singleChoiceInput">) {
  const key = input.answerKey ?? "answer";
  const current = answers[key];
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <ChoiceList
        labelledBy={headingId}
        options={(input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }))}
        selected={typeof current === "string" ? current : null}
        onChoose={(value) => onSubmit({ [key]: value })}
      />
    </Box>
  );
}
