"use client";

import { PointsStep } from "../requestQuoteInput/PointsStep";
import type { StepProps } from "../types";

/** What happens next, as a short list; the button records that it was seen and moves on. */
export function SettingExpectationStep({ input }: StepProps<"settingExpectationInput">) {
  return <PointsStep input={input} answer={{ setting_expectation_seen: true }} />;
}
