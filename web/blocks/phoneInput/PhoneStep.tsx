"use client";

import { Box, Field, Input, Text } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { Controller, type RefCallBack, useForm, useWatch } from "react-hook-form";
import { object } from "yup";
import type { Locale } from "@/lib/brand/locale";
import { formatPhoneInput } from "@/lib/format/phoneInput";
import { phoneSchema } from "@/lib/validation";
import { stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { Answers, StepProps } from "../steps/types";

export const consentTextId = "tcpa-consent-text";

/**
 * The TCPA consent exactly as shown: {brandName} is the brand's name and {phone} the phone as
 * typed, or "the number above" while the field is empty. What is shown is what is submitted.
 */
export const consentTextFor = (template: string, brandName: string, phone: string, locale: Locale): string =>
  template.replace(/\{brandName\}/g, brandName).replace(/\{phone\}/g, phone.trim() || stepCopy[locale].theNumberAbove);

/** The saved phone, formatted as the field shows it. */
export const savedPhone = (answers: Answers): string =>
  typeof answers.phone === "string" || typeof answers.phone === "number" ? formatPhoneInput(String(answers.phone)) : "";

/** The consent under the submit button (which it describes). */
export function ConsentNotice({ text }: { text: string }) {
  return (
    <Text id={consentTextId} fontSize="sm" color="fg.muted" mt="4" lineHeight="short">
      {text}
    </Text>
  );
}

/** Filled by the lead-id script (update_customer forwards it); the TrustedForm script adds its own fields. */
export function LeadIdInput() {
  return <input type="hidden" name="universal_leadid" id="leadid_token" />;
}

/** A phone field formatted as typed, (xxx) xxx-xxxx; `field` comes from a react-hook-form Controller. */
export function PhoneField({
  field,
  label,
  error,
}: {
  field: { name: string; value: string; onChange: (value: string) => void; onBlur: () => void; ref: RefCallBack };
  label: string;
  error: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(formatPhoneInput(event.target.value))}
        onBlur={field.onBlur}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(555) 555-5555"
        size="xl"
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

const schema = object({ phone: phoneSchema });

/**
 * The phone answer with the consent it gives: the text submitted is built by the same function
 * that renders it, so the evidence is exactly what the visitor saw.
 */
export const phoneWithConsent = (
  phone: string,
  consent: StepProps["consent"],
  brandName: string,
  locale: StepProps["locale"],
) => ({
  phone,
  tcpa_accepted: true,
  tcpa_consent_text: consentTextFor(consent.text, brandName, phone, locale),
  tcpa_consent_version: consent.version,
});

/** The phone number and the TCPA consent the button gives. */
export function PhoneStep({
  input,
  heading,
  subheading,
  locale,
  answers,
  brand,
  consent,
  onSubmit,
  experiments,
}: StepProps<"phoneInput">) {
  const copy = stepCopy[locale];
  // Experiment phone_step_copy: a promise of a call back from an advisor above the field.
  const callbackPromise = experiments?.phone_step_copy === "advisor_callback";
  const { control, handleSubmit } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { phone: savedPhone(answers) },
  });
  const phone = useWatch({ control, name: "phone" });
  const consentText = consentTextFor(consent.text, brand.name, phone, locale);
  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      {callbackPromise ? (
        <Text fontWeight="semibold" mb="4" data-experiment="advisor_callback">
          {copy.advisorCallback}
        </Text>
      ) : null}
      <form
        onSubmit={handleSubmit((values) => onSubmit(phoneWithConsent(values.phone, consent, brand.name, locale)))}
        noValidate
        aria-labelledby={headingId}
      >
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneField field={field} label={copy.phone} error={fieldState.error?.message} />
          )}
        />
        <LeadIdInput />
        <SubmitButton aria-describedby={consentTextId}>{input.buttonLabel || copy.continue}</SubmitButton>
        <ConsentNotice text={consentText} />
      </form>
    </Box>
  );
}
