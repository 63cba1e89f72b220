import type { Locale } from "@/lib/brand/locale";

/** The criteria step's own words (the button's default is parts/copy.ts `continue`). */
export const criteriaInputCopy = {
  en: {
    meetCriteria: "I meet these criteria",
    confirmCriteria: "Please confirm that you meet these criteria.",
  },
  es: {
    meetCriteria: "Cumplo con estos requisitos",
    confirmCriteria: "Confirme que cumple con estos requisitos.",
  },
} as const satisfies Record<Locale, Record<string, string>>;
