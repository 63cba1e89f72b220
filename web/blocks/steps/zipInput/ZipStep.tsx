"use client";

import { useStep } from "../engine";
import type { StepProps } from "../types";
import { ZipForm } from "./ZipForm";
import { knownZip, zipAnswer } from "./zipPlace";

/** The visitor's 5-digit zip, saved with its city and state when the lookup knows it. */
export function ZipStep({ input }: StepProps<"zipInput">) {
  const { answers, onSubmit, words } = useStep();
  const copy = words;
  return (
    <ZipForm
      defaultZip={knownZip(answers)}
      label={copy.zip}
      placeholder={input.placeholder ?? undefined}
      buttonLabel={input.buttonLabel || copy.continue}
      onZip={(zip, place) => onSubmit(zipAnswer(zip, place))}
    />
  );
}
