import type { Locale } from "@/lib/brand/locale";

/** The multiple-choice step's own words (the choices and button come from content). */
export const multiChoiceCopy = {
  en: { chooseAtLeastOne: "Please choose at least one." },
  es: { chooseAtLeastOne: "Elija al menos una opción." },
} as const satisfies Record<Locale, Record<string, string>>;
