"use client";

import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { Answers, StepProps } from "../steps/types";
import { knownZip, ZipForm } from "../zipInput/ZipStep";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** "85253 — Paradise Valley, AZ" (or just the zip when city and state are not known). */
export const locationLine = (answers: Answers): string => {
  const place = [text(answers.city), text(answers.state)].filter(Boolean).join(", ");
  return place ? `${knownZip(answers)} — ${place}` : knownZip(answers);
};

const locationId = "zip-confirm-location";

/**
 * Confirms the zip found from the visitor's connection; "Change" edits it in place. Without a
 * known zip it asks for one, like the zip step.
 */
export function ZipConfirmStep({
  input,
  heading,
  subheading,
  locale,
  answers,
  onSubmit,
}: StepProps<"zipConfirmInput">) {
  const copy = stepCopy[locale];
  const zip = /^\d{5}$/.test(knownZip(answers)) ? knownZip(answers) : "";
  const [editing, setEditing] = useState(zip === "");

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ zip });
  };

  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      {editing ? (
        <ZipForm
          defaultZip={zip}
          label={copy.zip}
          buttonLabel={copy.continue}
          focusOnMount={zip !== ""}
          onZip={(value) => onSubmit({ zip: value })}
        />
      ) : (
        <form onSubmit={confirm} aria-labelledby={headingId}>
          <HStack justify="space-between" align="center" gap="4" borderWidth="1px" borderRadius="l3" px="5" py="4">
            <Text id={locationId} fontSize="xl" fontWeight="semibold">
              {locationLine(answers)}
            </Text>
            <Button
              type="button"
              variant="plain"
              colorPalette="brand"
              textDecoration="underline"
              aria-describedby={locationId}
              onClick={() => setEditing(true)}
            >
              {copy.change}
            </Button>
          </HStack>
          <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
        </form>
      )}
    </Box>
  );
}
