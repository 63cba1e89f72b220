"use client";

import { Button, Stack } from "@chakra-ui/react";
import { useRovingFocus } from "./useRovingFocus";

export type ChoiceOption = { value: string; label: string };

/**
 * Answers as large buttons, one per line (thumb-sized on phones). The chosen one is
 * aria-pressed; only it (or the first) is in the Tab order, the rest are reached with arrows.
 */
export function ChoiceList({
  options,
  selected,
  labelledBy,
  onChoose,
}: {
  options: ChoiceOption[];
  selected: string | null;
  labelledBy: string;
  onChoose: (value: string) => void;
}) {
  const { register, onKeyDown } = useRovingFocus();
  const tabStop = options.some((option) => option.value === selected) ? selected : options[0]?.value;
  return (
    <Stack role="group" aria-labelledby={labelledBy} gap="3" onKeyDown={onKeyDown}>
      {options.map((option, index) => (
        <Button
          key={option.value}
          ref={register(index)}
          type="button"
          size="xl"
          variant={option.value === selected ? "solid" : "outline"}
          colorPalette="brand"
          justifyContent="flex-start"
          whiteSpace="normal"
          textAlign="start"
          height="auto"
          minHeight="14"
          py="3"
          aria-pressed={option.value === selected}
          tabIndex={option.value === tabStop ? 0 : -1}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Stack>
  );
}
