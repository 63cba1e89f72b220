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
    advisorCallback: "An energy advisor will call you back within one business hour to go over your savings.",
    zip: "ZIP code",
    streetAddress: "Street address",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone number",
    theNumberAbove: "the number above",
    loading: "Loading…",
    meetCriteria: "I meet these criteria",
    confirmCriteria: "Please confirm that you meet these criteria.",
    yourPhone: "We'll text a code to {phone}.",
    noPhone: "We don't have your phone number yet. Please go back and enter it.",
    sendCode: "Send code",
    codeSent: "We sent a code to {phone}. It may take a minute to arrive.",
    sendFailed: "We couldn't send the code. Please try again.",
    code: "Verification code",
    codeRequired: "Enter the {n}-digit code from the text message.",
    checkFailed: "We couldn't check the code. Please try again.",
    resendCode: "Send a new code",
    resendIn: "You can ask for a new code in {n} seconds.",
  },
  es: {
    continue: "Continuar",
    yes: "Sí",
    no: "No",
    back: "Atrás",
    required: "Elija una respuesta.",
    chooseAtLeastOne: "Elija al menos una opción.",
    advisorCallback: "Un asesor de energía le devolverá la llamada en una hora hábil para revisar su ahorro.",
    zip: "Código postal",
    streetAddress: "Dirección",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    theNumberAbove: "el número de arriba",
    loading: "Cargando…",
    meetCriteria: "Cumplo con estos requisitos",
    confirmCriteria: "Confirme que cumple con estos requisitos.",
    yourPhone: "Le enviaremos un código por mensaje de texto al {phone}.",
    noPhone: "Aún no tenemos su número de teléfono. Regrese e ingréselo, por favor.",
    sendCode: "Enviar código",
    codeSent: "Enviamos un código al {phone}. Puede tardar un minuto en llegar.",
    sendFailed: "No pudimos enviar el código. Inténtelo de nuevo.",
    code: "Código de verificación",
    codeRequired: "Ingrese el código de {n} dígitos del mensaje de texto.",
    checkFailed: "No pudimos verificar el código. Inténtelo de nuevo.",
    resendCode: "Enviar un código nuevo",
    resendIn: "Podrá pedir un código nuevo en {n} segundos.",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type StepCopy = (typeof stepCopy)[Locale];

/** "{n} years" + { n: 7 } -> "7 years". */
export const fillCopy = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
