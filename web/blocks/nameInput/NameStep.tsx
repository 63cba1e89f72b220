"use client";

import { Box, Stack } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { object } from "yup";
import { nameSchema } from "@/lib/validation";
import { stepCopy } from "../steps/copy";
import { NameFields } from "../steps/PersonFields";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { Answers, StepProps } from "../steps/types";

/** The messages stay in English in both locales, like every validation message of spec 5. */
export const FIRST_NAME_REQUIRED = "Please enter your first name.";
export const LAST_NAME_REQUIRED = "Please enter your last name.";

export const nameFields = {
  first_name: nameSchema(FIRST_NAME_REQUIRED),
  last_name: nameSchema(LAST_NAME_REQUIRED),
};

const schema = object(nameFields);

/** A saved text answer, for a field's default value. */
export const savedText = (answers: Answers, key: string): string => {
  const value = answers[key];
  return typeof value === "string" ? value.trim() : "";
};

/** First and last name on one screen. */
export function NameStep({ input, heading, subheading, locale, answers, onSubmit }: StepProps<"nameInput">) {
  const copy = stepCopy[locale];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { first_name: savedText(answers, "first_name"), last_name: savedText(answers, "last_name") },
  });
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <form
        onSubmit={handleSubmit((values) =>
          onSubmit({ first_name: values.first_name.trim(), last_name: values.last_name.trim() }),
        )}
        noValidate
        aria-labelledby={headingId}
      >
        <Stack gap="4">
          <NameFields copy={copy} register={register} errors={errors} />
        </Stack>
        <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
      </form>
    </Box>
  );
}
