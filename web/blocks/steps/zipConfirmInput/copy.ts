import type { Locale } from "@/lib/brand/locale";

/** The zip-confirm step's own words (shared ones, such as "ZIP code" and "Continue", are in parts/copy.ts). */
export const zipConfirmInputCopy = {
  en: { change: "Change" },
  es: { change: "Cambiar" },
} as const satisfies Record<Locale, Record<string, string>>;
