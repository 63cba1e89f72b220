"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useForm, useWatch } from "react-hook-form";
import { object } from "yup";
import { phoneSchema } from "@/lib/validation/fields";
import { useStep } from "../engine";
import { ConsentSubmit, PhoneField, savedPhone, usePhoneConsent } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

const schema = object({ phone: phoneSchema });

/**
 * The phone number and the TCPA consent the button gives: the consent text submitted is built by
 * the same function that renders it, so the evidence is exactly what the visitor saw.
 */
export function PhoneStep({ input }: StepProps<"phoneInput">) {
  const { answers, onSubmit, words } = useStep();
  const consent = usePhoneConsent();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { phone: savedPhone(answers) } });
  const phone = useWatch({ control, name: "phone" });
  return (
    <StepForm answersInUrl={false} onSubmit={handleSubmit((values) => onSubmit(consent.answerFor(values.phone)))}>
      <PhoneField register={register} errors={errors} />
      <ConsentSubmit label={input.buttonLabel || words.continue} phone={phone} />
    </StepForm>
  );
}
