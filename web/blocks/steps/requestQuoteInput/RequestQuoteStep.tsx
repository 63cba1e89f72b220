"use client";

import type { StepProps } from "../types";
import { PointsStep } from "./PointsStep";

// The criteria step imports the list from here; it belongs in parts/ (asked in the hand-over).

/** The quote request: its points, and the button that asks for the quote. */
export function RequestQuoteStep({ input }: StepProps<"requestQuoteInput">) {
  return <PointsStep input={input} answer={{ quote_requested: true }} />;
}
