"use client";

import { Box, Button, List } from "@chakra-ui/react";
import { stepCopy } from "../steps/copy";
import { StepHeading } from "../steps/StepHeading";
import type { StepProps } from "../steps/types";

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

/** The quote request: its points, and the button that asks for the quote. */
export function RequestQuoteStep({ input, heading, subheading, locale, onSubmit }: StepProps<"requestQuoteInput">) {
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <PointList points={input.points ?? []} />
      <Button
        type="button"
        colorPalette="brand"
        size="xl"
        width="full"
        mt="6"
        onClick={() => onSubmit({ quote_requested: true })}
      >
        {input.buttonLabel || stepCopy[locale].continue}
      </Button>
    </Box>
  );
}
