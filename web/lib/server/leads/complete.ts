import type { Answers } from "@/lib/leadFields/types";

/** A complete lead: someone we may contact, with the consent to do so. */
const REQUIRED_FOR_COMPLETE = ["first_name", "last_name", "email", "phone", "zip"] as const;

export const isComplete = (answers: Readonly<Answers>, hasConsent: boolean) =>
  hasConsent && answers.tcpa_accepted === true && REQUIRED_FOR_COMPLETE.every((key) => Boolean(answers[key]));
