"use client";

import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, useLazyResolver } from "@/blocks/forms/lazyResolver";
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

// Spec 5's checks: their own chunk, fetched once the page is interactive (lazyResolver).
const validation = lazyResolver(() => import("./validation").then((module) => module.resolver));

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
    resolver: useLazyResolver(validation),
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
        onSubmit(
          {
            first_name: values.first_name,
            last_name: values.last_name,
            email: values.email,
            phone: values.phone,
            tcpa_accepted: true,
          },
          { consent: consent.shownFor(values.phone) },
        ),
      )}
    >
      <NameFields register={register} errors={errors} />
      <EmailField register={register} errors={errors} />
      <PhoneField register={register} errors={errors} />
      <ConsentSubmit label={input.buttonLabel || words.continue} phone={phone} />
    </StepForm>
  );
}
