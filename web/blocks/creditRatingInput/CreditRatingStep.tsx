"use client";

import { Box } from "@chakra-ui/react";
import { ChoiceList } from "../steps/ChoiceList";
import { headingId, StepHeading } from "../steps/StepHeading";
import type { StepProps } from "../steps/types";

/** The estimated credit score band: one tap answers and moves on. */
export function CreditRatingStep({ input, heading, subheading, answers, onSubmit }: StepProps<"creditRatingInput">) {
  const current = answers.credit_rating;
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <ChoiceList
        labelledBy={headingId}
        options={(input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }))}
        selected={typeof current === "string" ? current : null}
        onChoose={(value) => onSubmit({ credit_rating: value })}
      />
    </Box>
  );
}
