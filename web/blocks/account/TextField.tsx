"use client";

import { Field, Input } from "@chakra-ui/react";
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";

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

/** A password being chosen: its rules shown under it, and the browser offered to make one up. */
export function NewPasswordField(props: Omit<Props, "type" | "autoComplete" | "hint"> & { rules: string }) {
  const { rules, ...field } = props;
  return <TextField {...field} type="password" hint={rules} autoComplete="new-password" />;
}

/** A form's field as TextField takes it: its registration and its message. */
export function fieldOf<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>) {
  return { registration: form.register(name), error: form.getFieldState(name, form.formState).error?.message };
}
