"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useForm, useWatch } from "react-hook-form";
import { object } from "yup";
import { emailSchema } from "@/lib/validation/email";
import { phoneSchema } from "@/lib/validation/fields";
import { nameFields } from "@/lib/validation/name";
import { useStep } from "../engine";
import {
  ConsentSubmit,
  EmailField,
  NameFields,
  PhoneField,
  savedPhone,
  savedText,
  usePhoneConsent,
} from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

const schema = object({ ...nameFields, email: emailSchema, phone: phoneSchema });

/**
 * Name, email and phone on one screen, with the TCPA consent the button gives, exactly as the
 * phone step gives it (the same fields, consent text, lead-id field and answer).
 */
export function PiiStep({ input }: StepProps<"piiInput">) {
  const { answers, onSubmit, words } = useStep();
  const consent = usePhoneConsent();
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
  return (
    <StepForm
      answersInUrl={false}
      onSubmit={handleSubmit((values) =>
        onSubmit({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email,
          ...consent.answerFor(values.phone),
        }),
      )}
    >
      <NameFields register={register} errors={errors} />
      <EmailField register={register} errors={errors} />
      <PhoneField register={register} errors={errors} />
      <ConsentSubmit label={input.buttonLabel || words.continue} phone={phone} />
    </StepForm>
  );
}
