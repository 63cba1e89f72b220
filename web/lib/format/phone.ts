// One formatter for the Studio's previews and the site.
export { formatPhone } from "studio/format";

/** Spec 3 and 9: brand phones are 10 digits, dialled with +1. */
export const dialPhone = (digits: string): string => `tel:+1${digits}`;
