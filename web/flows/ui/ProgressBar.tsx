"use client";

import { Box } from "@chakra-ui/react";

/** Spec 2.7's progress bar: a labelled progressbar with the percentage as text for assistive tech. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-progress={percent}
      height="2"
      borderRadius="full"
      bg="brand.muted"
      overflow="hidden"
      mb="5"
    >
      <Box height="100%" width={`${percent}%`} bg="brand.solid" transition="width 0.3s ease" />
    </Box>
  );
}
