import { type InputHTMLAttributes, useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import type { Locale } from "@/lib/brand/locale";
import { localizeMessage } from "@/lib/validation/messagesEs";
import { css } from "@/styled-system/css";
import { input } from "@/styled-system/recipes/input";

export type LabelledInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "onChange" | "onBlur"> & {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
};

const fieldClass = css({ display: "flex", flexDirection: "column", gap: "1.5", mb: "4" });
const labelClass = css({ fontWeight: "medium", textStyle: "sm" });
const inputClass = input({ size: "xl", variant: "outline" });
const extraInputClass = css({
  bg: "white",
  borderColor: "border.emphasized",
  _invalid: { borderColor: "border.error" },
});
const errorClass = css({ color: "fg.error", textStyle: "sm" });

/**
 * One labelled text field bound to react-hook-form; its error is shown in `locale` (the schemas
 * carry spec 5's English messages, which the server shares): `registration` is what
 * `register(name)` returns, `error` the field's entry in `formState.errors`. Other props go to the
 * input. Steps use `TextField`, which takes the language from the flow engine.
 */
export function LabelledInput({
  locale,
  label,
  registration,
  error,
  ...inputProps
}: LabelledInputProps & { locale: Locale }) {
  const id = useId();

  const errorId = `${id}-error`;
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...registration}
        {...inputProps}
        className={`${inputClass} ${extraInputClass}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error?.message ? (
        <p id={errorId} className={errorClass} role="alert">
          {localizeMessage(error.message, locale)}
        </p>
      ) : null}
    </div>
  );
}

/** A field's registration that reformats what is typed (a phone, a dollar amount) before react-hook-form reads it. */
export const formattedAs = (
  registration: UseFormRegisterReturn,
  format: (typed: string) => string,
): UseFormRegisterReturn => ({
  ...registration,
  onChange: (event) => {
    const field = event.target as HTMLInputElement;
    field.value = format(field.value);
    return registration.onChange(event);
  },
});
