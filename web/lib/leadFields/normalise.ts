import { formatPhoneInput } from "@/lib/format/phoneInput";

/*
 * The normalisers of the lead-field table: an answer's stored form, computed the same way by the
 * session, by the browser before it sends the answer and by the server before it validates it.
 * They change text only (numbers, true/false and null keep their type, and validation still sees
 * and refuses a wrong type), and none changes what the server accepts: it formatted the phone and
 * trimmed the email before judging them, and judged the other fields as typed before trimming them
 * for storage, which these keep.
 */

export type Normaliser = (text: string) => string;

/** Kept exactly as given: the zip is validated as typed (" 85253" is not a zip). */
export const asGiven: Normaliser = (text) => text;

/** Surrounding whitespace dropped (mobile keyboards add a space after an autocompleted word). */
export const trimmed: Normaliser = (text) => text.trim();

/** Spec 3: a blank street address (a single space) is stored as empty; any other is kept as typed. */
export const blankAsEmpty: Normaliser = (text) => (text.trim() === "" ? "" : text);

/**
 * Spec 5's (xxx) xxx-xxxx, however the phone was typed or pasted ("480.555.0142", "+1 480 555
 * 0142"). The one place an answer's phone is formatted: the phone field formats as the visitor
 * types with the same function, and the server keeps this form.
 */
export const formattedPhone: Normaliser = formatPhoneInput;
