"use client";

import { useForm } from "react-hook-form";
import { lazyResolver, useLazyResolver } from "@/blocks/forms/lazyResolver";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { NameFields, savedText } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

// Spec 5's checks: their own chunk, fetched once the page is interactive (lazyResolver).
const validation = lazyResolver(() => import("./validation").then((module) => module.resolver));

/** First and last name on one screen; saved trimmed. */
export function NameStep({ input }: StepProps<"nameInput">) {
  const { answers, onSubmit, words } = useStep();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(validation),
    defaultValues: { first_name: savedText(answers, "first_name"), last_name: savedText(answers, "last_name") },
  });
  return (
    <StepForm
      answersInUrl={false}
      onSubmit={handleSubmit((values) => onSubmit({ first_name: values.first_name, last_name: values.last_name }))}
    >
      <NameFields register={register} errors={errors} />
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
