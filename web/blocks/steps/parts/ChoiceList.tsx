"use client";

import type { FormEvent } from "react";
import { css, cx } from "@/styled-system/css";
import { answerCardClass } from "./answerCard";
import { StepForm } from "./StepForm";
import { useRovingFocus } from "./useRovingFocus";

export type ChoiceOption = { value: string; label: string };

const listClass = css({ display: "flex", flexDirection: "column", gap: "3" });
// The chosen answer is filled with the brand colour.
const choiceClass = cx(
  answerCardClass,
  css({
    _active: { transform: "scale(0.98)" },
    _focusVisible: { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    _pressed: { bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid" },
  }),
);

/**
 * Answers as large buttons, one per line (thumb-sized on phones), inside a form whose buttons
 * submit `name=value`: before the page's JavaScript runs, a tap is a plain form submit to the next
 * step. The chosen one is aria-pressed; only it (or the first) is in the Tab order, the rest are
 * reached with arrows.
 */
export function ChoiceList({
  name,
  options,
  selected,
  labelledBy,
  onChoose,
}: {
  name: string;
  options: ChoiceOption[];
  selected: string | null;
  labelledBy: string;
  onChoose: (value: string) => void;
}) {
  const { register, onKeyDown } = useRovingFocus();
  const tabStop = options.some((option) => option.value === selected) ? selected : options[0]?.value;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value) onChoose(submitter.value);
  };
  return (
    <StepForm answersInUrl onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a fieldset of inputs */}
      <div role="group" aria-labelledby={labelledBy} className={listClass} onKeyDown={onKeyDown}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={register(index)}
            type="submit"
            name={name}
            value={option.value}
            className={choiceClass}
            aria-pressed={option.value === selected}
            tabIndex={option.value === tabStop ? 0 : -1}
          >
            {option.label}
          </button>
        ))}
      </div>
    </StepForm>
  );
}
