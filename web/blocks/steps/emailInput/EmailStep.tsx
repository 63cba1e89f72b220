"use client";

import { useForm } from "react-hook-form";
import { lazyResolver, useLazyResolver } from "@/blocks/forms/lazyResolver";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { EmailField, savedText } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

// Spec 5's checks: their own chunk, fetched once the page is interactive (lazyResolver).
const validation = lazyResolver(() => import("./validation").then((module) => module.resolver));

/** The email address; saved as validated (trimmed). */
export function EmailStep({ input }: StepProps<"emailInput">) {
  const { answers, onSubmit, words } = useStep();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(validation), defaultValues: { email: savedText(answers, "email") } });
  return (
    <StepForm answersInUrl={false} onSubmit={handleSubmit(({ email }) => onSubmit({ email }))}>
      <EmailField register={register} errors={errors} placeholder={input.placeholder} />
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
