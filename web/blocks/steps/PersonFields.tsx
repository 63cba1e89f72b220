import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import type { StepCopy } from "./copy";
import { TextField } from "./TextField";

type NameValues = { first_name: string; last_name: string };
type EmailValues = { email: string };

/**
 * The form's `register`, narrowed to the fields a group renders: a form with more fields
 * (the PII step's) still fits, which `UseFormRegister<NameValues>` would refuse.
 */
type Register<Values> = (name: keyof Values & string) => UseFormRegisterReturn;

/** First and last name (the name step, and the PII step's first two fields). */
export function NameFields({
  copy,
  register,
  errors,
}: {
  copy: StepCopy;
  register: Register<NameValues>;
  errors: FieldErrors<NameValues>;
}) {
  return (
    <>
      <TextField
        label={copy.firstName}
        registration={register("first_name")}
        error={errors.first_name}
        autoComplete="given-name"
        autoCapitalize="words"
      />
      <TextField
        label={copy.lastName}
        registration={register("last_name")}
        error={errors.last_name}
        autoComplete="family-name"
        autoCapitalize="words"
      />
    </>
  );
}

/** The email address, with the email keyboard and no autocorrection (the email and PII steps). */
export function EmailField({
  copy,
  register,
  errors,
  placeholder,
}: {
  copy: StepCopy;
  register: Register<EmailValues>;
  errors: FieldErrors<EmailValues>;
  placeholder?: string;
}) {
  return (
    <TextField
      label={copy.email}
      registration={register("email")}
      error={errors.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder={placeholder}
    />
  );
}
