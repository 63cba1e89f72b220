"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { object } from "yup";
import { nameFields } from "@/lib/validation/name";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { NameFields, savedText } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

const schema = object(nameFields);

/** First and last name on one screen; saved trimmed. */
export function NameStep({ input }: StepProps<"nameInput">) {
  const { answers, onSubmit, words } = useStep();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { first_name: savedText(answers, "first_name"), last_name: savedText(answers, "last_name") },
  });
  return (
    <StepForm
      answersInUrl={false}
      onSubmit={handleSubmit((values) =>
        onSubmit({ first_name: values.first_name.trim(), last_name: values.last_name.trim() }),
      )}
    >
      <NameFields register={register} errors={errors} />
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
