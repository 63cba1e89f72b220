"use client";

import { Box, Stack } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { Controller, useForm, useWatch } from "react-hook-form";
import { object } from "yup";
import { emailSchema, phoneSchema } from "@/lib/validation";
import { nameFields, savedText } from "../nameInput/NameStep";
import {
  ConsentNotice,
  consentTextFor,
  consentTextId,
  LeadIdInput,
  PhoneField,
  phoneWithConsent,
  savedPhone,
} from "../phoneInput/PhoneStep";
import { stepCopy } from "../steps/copy";
import { EmailField, NameFields } from "../steps/PersonFields";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { StepProps } from "../steps/types";

const schema = object({ ...nameFields, email: emailSchema, phone: phoneSchema });

/** Name, email and phone on one screen, with the TCPA consent the button gives. */
export function PiiStep({
  input,
  heading,
  subheading,
  locale,
  answers,
  brand,
  consent,
  onSubmit,
}: StepProps<"piiInput">) {
  const copy = stepCopy[locale];
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(schema),
    defaultValues: {
      first_name: savedText(answers, "first_name"),
      last_name: savedText(answers, "last_name"),
      email: savedText(answers, "email"),
      phone: savedPhone(answers),
    },
  });
  const phone = useWatch({ control, name: "phone" });
  const consentText = consentTextFor(consent.text, brand.name, phone, locale);
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <form
        onSubmit={handleSubmit((values) =>
          onSubmit({
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email,
            ...phoneWithConsent(values.phone, consent, brand.name, locale),
          }),
        )}
        noValidate
        aria-labelledby={headingId}
      >
        <Stack gap="4">
          <NameFields copy={copy} register={register} errors={errors} />
          <EmailField copy={copy} register={register} errors={errors} />
          <Controller
            name="phone"
            control={control}
            render={({ field, fieldState }) => (
              <PhoneField field={field} label={copy.phone} error={fieldState.error?.message} />
            )}
          />
        </Stack>
        <LeadIdInput />
        <SubmitButton aria-describedby={consentTextId}>{input.buttonLabel || copy.continue}</SubmitButton>
        <ConsentNotice text={consentText} />
      </form>
    </Box>
  );
}
