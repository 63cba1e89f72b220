"use client";

import { Box, Button } from "@chakra-ui/react";
import { PointList } from "../requestQuoteInput/RequestQuoteStep";
import { stepCopy } from "../steps/copy";
import { StepHeading } from "../steps/StepHeading";
import type { StepProps } from "../steps/types";

/** What happens next, as a short list; the button records that it was seen and moves on. */
export function SettingExpectationStep({
  input,
  heading,
  subheading,
  locale,
  onSubmit,
}: StepProps<"settingExpectationInput">) {
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
        onClick={() => onSubmit({ setting_expectation_seen: true })}
      >
        {input.buttonLabel || stepCopy[locale].continue}
      </Button>
    </Box>
  );
}
