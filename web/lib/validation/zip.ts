// Spec 5's zip rule without yup, so code on every step page's first load (the flow island, which
// takes answers a native form submit carried in the URL) can check a zip without loading yup.

const FIVE_DIGITS = /^\d{5}$/;
const ONE_DIGIT_FIVE_TIMES = /^(\d)\1{4}$/;

/** Exactly 5 digits. */
export const isFiveDigitZip = (value: string) => FIVE_DIGITS.test(value);
/** Five identical digits (11111, 00000): no US zip. */
export const isRepeatedDigitZip = (value: string) => ONE_DIGIT_FIVE_TIMES.test(value);
/** A zip spec 5 accepts. */
export const isUsZip = (value: string) => isFiveDigitZip(value) && !isRepeatedDigitZip(value);
