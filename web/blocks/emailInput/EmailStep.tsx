"use client";

import { Box } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { object } from "yup";
import { emailSchema } from "@/lib/validation";
import { savedText } from "../nameInput/NameStep";
import { stepCopy } from "../steps/copy";
import { EmailField } from "../steps/PersonFields";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { StepProps } from "../steps/types";

const schema = object({ email: emailSchema });

/** The email address; saved as validated (trimmed). */
export function EmailStep({ input, heading, subheading, locale, answers, onSubmit }: StepProps<"emailInput">) {
  const copy = stepCopy[locale];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { email: savedText(answers, "email") } });
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <form onSubmit={handleSubmit(({ email }) => onSubmit({ email }))} noValidate aria-labelledby={headingId}>
        <EmailField copy={copy} register={register} errors={errors} placeholder={input.placeholder} />
        <SubmitButton>{input.buttonLabel || copy.continue}</SubmitButton>
      </form>
    </Box>
  );
}
