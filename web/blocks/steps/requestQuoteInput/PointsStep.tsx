"use client";

import type { Answers } from "@/lib/leadFields/types";
import { useStep } from "../engine";
import { PrimaryButton } from "../parts/buttons";
import { PointList } from "./PointList";

/**
 * A step that is only its points and one button (not a form: nothing typed, nothing to send
 * before the page's JavaScript runs), which saves `answer` and moves on.
 */
export function PointsStep({
  input,
  answer,
}: {
  input: { points?: string[] | null; buttonLabel?: string | null };
  answer: Answers;
}) {
  const { onSubmit, words } = useStep();
  return (
    <>
      <PointList points={input.points ?? []} />
      <PrimaryButton onClick={() => onSubmit(answer)}>{input.buttonLabel || words.continue}</PrimaryButton>
    </>
  );
}
