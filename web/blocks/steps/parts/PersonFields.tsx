import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import type { ConsentShown } from "@/lib/api/types";
import { formatPhoneInput } from "@/lib/format/phoneInput";
import { consentTextFor } from "@/lib/leadFields/consentText";
import type { Answers } from "@/lib/leadFields/types";
import { MaskedIn } from "@/lib/tracking/recordingMask";
import { css } from "@/styled-system/css";
import { formattedAs } from "../../forms/LabelledInput";
import { useStep } from "../engine";
import { SubmitButton } from "./buttons";
import { TextField } from "./TextField";

/*
 * The contact-detail fields and the TCPA consent, shared by the name, email, phone and PII steps
 * (the PII step is the three of them on one screen, with the phone step's consent).
 */

/** A saved text answer, trimmed, for a field's default value. */
export const savedText = (answers: Answers, key: string): string => {
  const value = answers[key];
  return typeof value === "string" ? value.trim() : "";
};

/** The saved phone, formatted as the field shows it. */
export const savedPhone = (answers: Answers): string =>
  typeof answers.phone === "string" || typeof answers.phone === "number" ? formatPhoneInput(String(answers.phone)) : "";

type NameValues = { first_name: string; last_name: string };
type EmailValues = { email: string };
type PhoneValues = { phone: string };

/**
 * The form's `register`, narrowed to the fields a group renders: a form with more fields
 * (the PII step's) still fits, which `UseFormRegister<NameValues>` would refuse.
 */
type Register<Values> = (name: keyof Values & string) => UseFormRegisterReturn;

/** First and last name (the name step, and the PII step's first two fields). */
export function NameFields({ register, errors }: { register: Register<NameValues>; errors: FieldErrors<NameValues> }) {
  const { words } = useStep();
  const copy = words;
  return (
    <>
      <TextField
        label={copy.firstName}
        registration={register("first_name")}
        error={errors.first_name}
        autoComplete="given-name"
        autoCapitalize="words"
      />
      <TextField
        label={copy.lastName}
        registration={register("last_name")}
        error={errors.last_name}
        autoComplete="family-name"
        autoCapitalize="words"
      />
    </>
  );
}

/** The email address, with the email keyboard and no autocorrection (the email and PII steps). */
export function EmailField({
  register,
  errors,
  placeholder,
}: {
  register: Register<EmailValues>;
  errors: FieldErrors<EmailValues>;
  placeholder?: string | null;
}) {
  const { words } = useStep();
  return (
    <TextField
      label={words.email}
      registration={register("email")}
      error={errors.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder={placeholder ?? undefined}
    />
  );
}

/** The phone, formatted as typed, (xxx) xxx-xxxx, which is the shape `phoneSchema` checks (the phone and PII steps). */
export function PhoneField({
  register,
  errors,
}: {
  register: Register<PhoneValues>;
  errors: FieldErrors<PhoneValues>;
}) {
  const { words } = useStep();
  return (
    <TextField
      label={words.phone}
      registration={formattedAs(register("phone"), formatPhoneInput)}
      error={errors.phone}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(555) 555-5555"
    />
  );
}

export const consentTextId = "tcpa-consent-text";

/**
 * The page's TCPA consent: the text shown for a phone, and the consent a submit sends with
 * tcpa_accepted, built by the same function that renders it, so the evidence is exactly what the
 * visitor saw.
 */
export function usePhoneConsent() {
  const { consent, brand, words } = useStep();
  const textFor = (phone: string) => consentTextFor(consent.text, brand.name, phone, words.theNumberAbove);
  return {
    textFor,
    shownFor: (phone: string): ConsentShown => ({
      tcpa_consent_text: textFor(phone),
      tcpa_consent_version: consent.version,
    }),
  };
}

const consentClass = css({ textStyle: "sm", color: "fg.muted", mt: "4", lineHeight: "short" });

/** The consent under the submit button (which it describes). */
function ConsentNotice({ text, phone = "" }: { text: string; phone?: string }) {
  return (
    <p id={consentTextId} className={consentClass}>
      <MaskedIn text={text} secret={phone} />
    </p>
  );
}

/** Filled by the lead-id script (update_customer forwards it); the TrustedForm script adds its own fields. */
function LeadIdInput() {
  return <input type="hidden" name="universal_leadid" id="leadid_token" />;
}

/**
 * The end of a form that gives the TCPA consent: the lead-id field, the button, and the consent
 * for `phone` (as typed) under the button, which it describes.
 */
export function ConsentSubmit({ label, phone }: { label: string; phone: string }) {
  const { textFor } = usePhoneConsent();
  return (
    <>
      <LeadIdInput />
      <SubmitButton aria-describedby={consentTextId}>{label}</SubmitButton>
      <ConsentNotice text={textFor(phone)} phone={phone} />
    </>
  );
}
