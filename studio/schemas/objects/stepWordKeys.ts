/**
 * The interface words of the questionnaire steps (content holds the questions and answers;
 * these are the words around them): one field each, site-wide in Site settings, and optionally
 * replaced per brand. `{…}` parts are filled in by the site.
 */
export const STEP_WORD_KEYS = {
  continue: "Continue button",
  back: "Back link",
  progress: "Progress bar's name",
  yes: "Yes",
  no: "No",
  required: "Message: no answer chosen",
  chooseAtLeastOne: "Message: none of several chosen",
  zip: "ZIP code field",
  streetAddress: "Street address field",
  firstName: "First name field",
  lastName: "Last name field",
  email: "Email field",
  phone: "Phone number field",
  theNumberAbove: "Consent text's stand-in for a number not typed yet",
  loading: "Loading…",
} as const;

export type StepWordKey = keyof typeof STEP_WORD_KEYS;
export type StepWords = Record<StepWordKey, string>;
