"use client";

import { PointsStep } from "../requestQuoteInput/RequestQuoteStep";
import type { StepProps } from "../steps/types";

/** What happens next, as a short list; the button records that it was seen and moves on. */
export function SettingExpectationStep(props: StepProps<"settingExpectationInput">) {
  return <PointsStep {...props} answer={{ setting_expectation_seen: true }} />;
}
