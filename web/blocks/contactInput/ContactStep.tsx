"use client";

import { Checkbox, CheckboxGroup, Fieldset, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { StepProps } from "../steps/types";

/** Comma-joined values ("call,text") as stored, back to a list of the choices offered. */
const savedValues = (saved: unknown, offered: string[]): string[] =>
  typeof saved === "string" ? saved.split(",").filter((value) => offered.includes(value)) : [];

/** Several answers may apply: checkboxes, then the button; at least one is required. */
export function ContactStep({ input, heading, subheading, locale, answers, onSubmit }: StepProps<"contactInput">) {
  const copy = stepCopy[locale];
  const key = input.answerKey ?? "answer";
  const choices = (input.choices ?? []).map((choice) => ({ value: choice.value ?? "", label: choice.label ?? "" }));
  const [selected, setSelected] = useState(() =>
    savedValues(
      answers[key],
      choices.map((choice) => choice.value),
    ),
  );
  const [showError, setShowError] = useState(false);
  const invalid = showError && selected.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected.length === 0) {
      setShowError(true);
      return;
    }
    // Saved in the order offered, whatever the order of the taps.
    const values = choices.map((choice) => choice.value).filter((value) => selected.includes(value));
    onSubmit({ [key]: values.join(",") });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <StepHeading heading={heading} subheading={subheading} />
      <Fieldset.Root invalid={invalid} aria-labelledby={headingId}>
        <CheckboxGroup value={selected} onValueChange={setSelected} name={key}>
          <Stack gap="3">
            {choices.map((choice) => (
              <Checkbox.Root
                key={choice.value}
                value={choice.value}
                colorPalette="brand"
                size="lg"
                borderWidth="1px"
                borderRadius="l2"
                px="4"
                py="3"
                minHeight="14"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{choice.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
        <Fieldset.ErrorText>{copy.chooseAtLeastOne}</Fieldset.ErrorText>
      </Fieldset.Root>
      <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
    </form>
  );
}
