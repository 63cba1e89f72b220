"use client";

import { Field, Input } from "@chakra-ui/react";
import type { UseFormRegisterReturn } from "react-hook-form";

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  type?: "text" | "password" | "email";
  autoComplete: string;
};

/** A labelled input with its hint and its message, announced with the field. */
export function TextField({ label, registration, error, hint, type = "text", autoComplete }: Props) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...registration} type={type} autoComplete={autoComplete} size="lg" />
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
