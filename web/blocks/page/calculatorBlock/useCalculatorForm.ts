import { yupResolver } from "@hookform/resolvers/yup";
import { useRef } from "react";
import { type DefaultValues, type Path, type Resolver, useForm } from "react-hook-form";
import type { ObjectSchema } from "yup";
import { useTextTypedEarly } from "../../forms/useTextTypedEarly";

type TextValues = Record<string, string>;

/**
 * A calculator's form: checked as the visitor types, starting from `defaults`, and taking what was
 * typed before the scripts ran (`useTextTypedEarly`, `format`ted). `formRef` goes on the <form>.
 */
export function useCalculatorForm<T extends TextValues>(
  schema: ObjectSchema<T>,
  defaults: T,
  format?: (name: Path<T>, typed: string) => string,
) {
  // yupResolver types its values as the schema's output, optional keys and all; a calculator's
  // fields are all strings, which is what T says.
  const resolver = yupResolver(schema) as unknown as Resolver<T>;
  const form = useForm<T>({ resolver, mode: "onChange", defaultValues: defaults as DefaultValues<T> });
  const formRef = useRef<HTMLFormElement>(null);
  useTextTypedEarly(formRef, form, format);
  return { ...form, formRef };
}
