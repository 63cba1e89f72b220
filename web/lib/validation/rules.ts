import { string } from "yup";

/*
 * The building blocks of spec 5's field schemas. Each schema is a yup string schema whose checks are
 * separate named tests in priority order, so `validate` (abortEarly) rejects with the first
 * applicable message and a resolver that collects every error still shows that one first. Every
 * check after "required" passes blank values, so a blank field only ever reports its "required"
 * message. Blank means empty after trimming; apart from the email schema values are validated as
 * given, not trimmed.
 */

export type Value = string | null | undefined;

const isBlank = (value: Value): value is "" | null | undefined => value == null || value.trim() === "";

/** A named test that passes blank values (the "required" test reports those) and runs `ok` otherwise. */
export const rule = (name: string, message: string, ok: (value: string) => boolean) => ({
  name,
  message,
  test: (value: Value) => isBlank(value) || ok(value),
});

/**
 * A required string: undefined, null, "" and whitespace-only all give `message`. The trimmed check is
 * a test named "required", so `.notRequired()` removes it together with yup's own.
 */
export const required = (message: string) =>
  string()
    .required(message)
    .test({ name: "required", message, test: (value: Value) => !isBlank(value) });

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Required text (spec 5): must contain at least one letter or digit, else `message`. */
export const requiredText = (message: string) =>
  string()
    .required(message)
    .test({ name: "required", message, test: (value: Value) => value == null || LETTER_OR_DIGIT.test(value) });
