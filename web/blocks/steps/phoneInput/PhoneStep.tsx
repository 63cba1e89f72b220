"use client";

import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, useLazyResolver } from "@/blocks/forms/lazyResolver";
import { useStep } from "../engine";
import { ConsentSubmit, PhoneField, savedPhone, usePhoneConsent } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";

// Spec 5's checks: their own chunk, fetched once the page is interactive (lazyResolver).
const validation = lazyResolver(() => import("./validation").then((module) => module.resolver));

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
  } = useForm({ resolver: useLazyResolver(validation), defaultValues: { phone: savedPhone(answers) } });
  const phone = useWatch({ control, name: "phone" });
  return (
    <StepForm
      answersInUrl={false}
      onSubmit={handleSubmit(({ phone }) =>
        onSubmit({ phone, tcpa_accepted: true }, { consent: consent.shownFor(phone) }),
      )}
    >
      <PhoneField register={register} errors={errors} />
      <ConsentSubmit label={input.buttonLabel || words.continue} phone={phone} />
    </StepForm>
  );
}
