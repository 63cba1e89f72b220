import type { Locale } from "@/lib/brand/locale";

/** The phone verification step's own words; {phone} and {n} are filled in with `fillCopy`. */
export const phoneVerificationInputCopy = {
  en: {
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
