"use client";

import { Box, NativeSelect } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";

/** A console filter: its control inside its label, so the name is the label's text. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="label" display="grid" gap="1" fontSize="sm" fontWeight="medium">
      {label}
      {children}
    </Box>
  );
}

type ListFilterProps = ComponentProps<typeof NativeSelect.Field> & {
  label: string;
  options: readonly string[];
  /** The first choice, with an empty value: no filter. Without it one of `options` must be chosen. */
  allLabel?: string;
};

/** A console filter chosen from a list (a brand, a flow). */
export function ListFilter({ label, options, allLabel, ...field }: ListFilterProps) {
  return (
    <FilterField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {allLabel === undefined ? null : <option value="">{allLabel}</option>}
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FilterField>
  );
}
