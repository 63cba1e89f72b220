import type { Locale } from "@/lib/brand/locale";

/**
 * Fixed interface words shared by the step components (content holds the questions). Words of
 * one step type are in its folder's copy.ts. Words in braces ({phone}, {n}) are filled in with
 * `fillCopy`.
 */
export const stepCopy = {
  en: {
    continue: "Continue",
    yes: "Yes",
    no: "No",
    back: "Back",
    required: "Please choose an answer.",
    chooseAtLeastOne: "Please choose at least one.",
    zip: "ZIP code",
    streetAddress: "Street address",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone number",
    theNumberAbove: "the number above",
    loading: "Loading…",
  },
  es: {
    continue: "Continuar",
    yes: "Sí",
    no: "No",
    back: "Atrás",
    required: "Elija una respuesta.",
    chooseAtLeastOne: "Elija al menos una opción.",
    zip: "Código postal",
    streetAddress: "Dirección",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    theNumberAbove: "el número de arriba",
    loading: "Cargando…",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type StepCopy = (typeof stepCopy)[Locale];

/** "{n} years" + { n: 7 } -> "7 years". */
export const fillCopy = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
