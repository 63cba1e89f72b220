import { Field, Input, type InputProps } from "@chakra-ui/react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

/**
 * One labelled text field bound to react-hook-form: `registration` is what `register(name)`
 * returns, `error` the field's entry in `formState.errors`. Other props go to the input.
 */
export function TextField({
  label,
  registration,
  error,
  ...inputProps
}: Omit<InputProps, "name" | "onChange" | "onBlur" | "ref"> & {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...registration} size="xl" {...inputProps} />
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
