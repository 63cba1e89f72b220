"use client";

import { Box, List } from "@chakra-ui/react";
import { stepCopy } from "../steps/copy";
import { StepHeading } from "../steps/StepHeading";
import { PrimaryButton } from "../steps/SubmitButton";
import type { AnswerValue, StepProps } from "../steps/types";

/** Short selling or information points, each with a check mark. */
export function PointList({ points }: { points: string[] }) {
  return (
    <List.Root gap="3" listStyle="none" ps="0">
      {points.map((point) => (
        <List.Item key={point} display="flex" alignItems="flex-start" gap="3" fontSize="lg">
          <Box as="span" aria-hidden="true" color="brand.fg" fontWeight="bold" flexShrink={0}>
            ✓
          </Box>
          {point}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A step that is only its points and one button (not a form), which saves `answer` and moves on. */
export function PointsStep({
  input,
  heading,
  subheading,
  locale,
  onSubmit,
  answer,
}: Pick<StepProps, "heading" | "subheading" | "locale" | "onSubmit"> & {
  input: { points?: string[] | null; buttonLabel?: string | null };
  answer: Record<string, AnswerValue>;
}) {
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <PointList points={input.points ?? []} />
      <PrimaryButton type="button" onClick={() => onSubmit(answer)}>
        {input.buttonLabel || stepCopy[locale].continue}
      </PrimaryButton>
    </Box>
  );
}

/** The quote request: its points, and the button that asks for the quote. */
export function RequestQuoteStep(props: StepProps<"requestQuoteInput">) {
  return <PointsStep {...props} answer={{ quote_requested: true }} />;
}
