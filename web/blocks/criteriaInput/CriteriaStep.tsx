"use client";

import { Box, Checkbox, Field } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { PointList } from "../requestQuoteInput/RequestQuoteStep";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { StepProps } from "../steps/types";

/** The criteria of the offer; the visitor confirms meeting them with a required checkbox. */
export function CriteriaStep({ input, heading, subheading, locale, answers, onSubmit }: StepProps<"criteriaInput">) {
  const copy = stepCopy[locale];
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
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <PointList points={input.criteria ?? []} />
        <Field.Root invalid={invalid} required mt="6">
          <Checkbox.Root
            checked={confirmed}
            onCheckedChange={(details) => setConfirmed(details.checked === true)}
            colorPalette="brand"
            size="lg"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{copy.meetCriteria}</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{copy.confirmCriteria}</Field.ErrorText>
        </Field.Root>
        <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
      </form>
    </Box>
  );
}
