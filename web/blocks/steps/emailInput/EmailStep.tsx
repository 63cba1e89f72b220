"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { object } from "yup";
import { emailSchema } from "@/lib/validation/email";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { EmailField, savedText } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

const schema = object({ email: emailSchema });

/** The email address; saved as validated (trimmed). */
export function EmailStep({ input }: StepProps<"emailInput">) {
  const { answers, onSubmit, words } = useStep();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { email: savedText(answers, "email") } });
  return (
    <StepForm answersInUrl={false} onSubmit={handleSubmit(({ email }) => onSubmit({ email }))}>
      <EmailField register={register} errors={errors} placeholder={input.placeholder} />
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
