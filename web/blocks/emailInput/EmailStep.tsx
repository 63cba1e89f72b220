"use client";

import { Box, Button, Field, Input } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useForm } from "react-hook-form";
import { object } from "yup";
import { emailSchema } from "@/lib/validation";
import { savedText } from "../nameInput/NameStep";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
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
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>{copy.email}</Field.Label>
          <Input
            {...register("email")}
            type="email"
            size="xl"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={input.placeholder}
          />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="xl" width="full" mt="6">
          {input.buttonLabel || copy.continue}
        </Button>
      </form>
    </Box>
  );
}
