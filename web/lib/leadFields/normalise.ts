import { formatPhoneInput } from "@/lib/format/phoneInput";

/*
 * The normalisers of the lead-field table: an answer's stored form, computed once, by the server
 * before it validates the answer (check.ts), whichever client sent it. They change text only
 * (numbers, true/false and null keep their type, and validation still sees and refuses a wrong
 * type).
 */

export type Normaliser = (text: string) => string;

/** Kept exactly as given: the zip is validated as typed (" 85253" is not a zip). */
export const asGiven: Normaliser = (text) => text;

/** Surrounding whitespace dropped (mobile keyboards add a space after an autocompleted word). */
export const trimmed: Normaliser = (text) => text.trim();

/**
 * Spec 5's (xxx) xxx-xxxx, however the phone was typed or pasted ("480.555.0142", "+1 480 555
 * 0142"): the phone field shows the visitor the same form as they type (spec 5's formatting),
 * and the server keeps it.
 */
export const formattedPhone: Normaliser = formatPhoneInput;
