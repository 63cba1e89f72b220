"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useForm, useWatch } from "react-hook-form";
import { object } from "yup";
import { phoneSchema } from "@/lib/validation/fields";
import { css } from "@/styled-system/css";
import { useStep } from "../engine";
import { stepCopy } from "../parts/copy";
import { ConsentSubmit, PhoneField, savedPhone, usePhoneConsent } from "../parts/PersonFields";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";
import { phoneInputCopy } from "./copy";

const schema = object({ phone: phoneSchema });

const callbackClass = css({ fontWeight: "semibold", mt: "4" });

/**
 * The phone number and the TCPA consent the button gives: the consent text submitted is built by
 * the same function that renders it, so the evidence is exactly what the visitor saw.
 */
export function PhoneStep({ input }: StepProps<"phoneInput">) {
  const { locale, answers, experiments, onSubmit } = useStep();
  const consent = usePhoneConsent();
  // Experiment phone_step_copy: a promise of a call back from an advisor. It sits after the form:
  // the variant is known only once the saved session is read, after the server's HTML is painted,
  // and text added above the field moved it 88 px on a reload (CLS 0.062, issue 8).
  const callbackPromise = experiments.phone_step_copy === "advisor_callback";
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { phone: savedPhone(answers) } });
  const phone = useWatch({ control, name: "phone" });
  return (
    <>
      <StepForm answersInUrl={false} onSubmit={handleSubmit((values) => onSubmit(consent.answerFor(values.phone)))}>
        <PhoneField register={register} errors={errors} />
        <ConsentSubmit label={input.buttonLabel || stepCopy[locale].continue} phone={phone} />
      </StepForm>
      {callbackPromise ? (
        <p className={callbackClass} data-experiment="advisor_callback">
          {phoneInputCopy[locale].advisorCallback}
        </p>
      ) : null}
    </>
  );
}
