"use client";

import { Box } from "@chakra-ui/react";
import { ChoiceList } from "../steps/ChoiceList";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import type { StepProps } from "../steps/types";

/** A yes-or-no question: one tap answers "yes" or "no" and moves on. */
export function YesNoStep({ input, heading, subheading, locale, answers, onSubmit }: StepProps<"yesNoInput">) {
  const copy = stepCopy[locale];
  const key = input.answerKey ?? "answer";
  const current = answers[key];
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <ChoiceList
        labelledBy={headingId}
        options={[
          { value: "yes", label: input.yesLabel || copy.yes },
          { value: "no", label: input.noLabel || copy.no },
        ]}
        selected={current === "yes" || current === "no" ? current : null}
        onChoose={(value) => onSubmit({ [key]: value })}
      />
    </Box>
  );
}
