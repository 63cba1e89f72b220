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

/**
 * The words of the site's own pages around the content (skip link, legal page header, the 404
 * page, the preview bar): site-wide in Site settings, optionally replaced per brand.
 */
export const SITE_WORD_KEYS = {
  skipToContent: "Skip link",
  legalLinks: "Footer's legal links (name for screen readers)",
  legalEffective: "Legal page: effective date, with {date}",
  legalVersion: "Legal page: version, with {version}",
  notFoundTitle: "Page not found: heading",
  notFoundText: "Page not found: text",
  notFoundHome: "Page not found: link to the home page",
  previewShowing: "Preview bar: drafts are shown",
  previewExit: "Preview bar: leave preview",
} as const;

export type SiteWordKey = keyof typeof SITE_WORD_KEYS;
export type SiteWords = Record<SiteWordKey, string>;
