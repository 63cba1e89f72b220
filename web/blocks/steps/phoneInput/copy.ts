import type { Locale } from "@/lib/brand/locale";

/** The phone step's own words (the shared ones, such as the field's label, are in parts/copy.ts). */
export const phoneInputCopy = {
  en: {
    advisorCallback: "An energy advisor will call you back within one business hour to go over your savings.",
  },
  es: {
    advisorCallback: "Un asesor de energía le devolverá la llamada en una hora hábil para revisar su ahorro.",
  },
} as const satisfies Record<Locale, Record<string, string>>;
