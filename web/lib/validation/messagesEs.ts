import type { Locale } from "@/lib/brand/locale";
import { MESSAGES, type MessageKey } from "./messages";

/*
 * Spanish for the validation messages. The English messages stay exactly as spec 5 writes them
 * (messages.ts; the server answers with them too): a form validates in English and the message is
 * translated where it is shown, with `localizeMessage(message, locale)`. A message the table does
 * not know is shown as it is.
 */

/** Spanish for every fixed message of messages.ts, by name: a new constant without Spanish fails `tsc`. */
export const MESSAGES_ES = {
  NAME_INVALID: "Ingrese un nombre válido.",
  ZIP_REQUIRED: "El código postal es obligatorio.",
  ZIP_INVALID: "Ingrese un código postal válido.",
  SSN_REQUIRED: "El número de Seguro Social es obligatorio.",
  SSN_MIN: "El número de Seguro Social debe tener al menos 9 dígitos.",
  SSN_PREFIX: "El número de Seguro Social no puede empezar con 000, 666 ni 9.",
  DATE_OF_BIRTH_REQUIRED: "La fecha de nacimiento es obligatoria.",
  DATE_OF_BIRTH_INVALID: "Ingrese la fecha de nacimiento como MM/DD/AAAA.",
  DATE_OF_BIRTH_AGE: "Debe tener al menos 18 años.",
  STREET_ADDRESS_REQUIRED: "La dirección es obligatoria.",
  STREET_ADDRESS_CHARACTERS: "La dirección contiene caracteres especiales no válidos.",
  PHONE_REQUIRED: "El teléfono es obligatorio.",
  PHONE_MIN: "El teléfono debe tener al menos 10 dígitos.",
  PHONE_INVALID: "Ingrese un teléfono válido.",
  EMAIL_REQUIRED: "El correo electrónico es obligatorio.",
  EMAIL_INVALID: "Ingrese un correo electrónico válido.",
  EMAIL_TLD: "Ingrese un correo electrónico con un dominio válido (por ejemplo, .com).",
  USERNAME_REQUIRED: "El nombre de usuario es obligatorio.",
  USERNAME_MIN: "El nombre de usuario debe tener al menos 4 caracteres.",
  USERNAME_CHARACTERS: "El nombre de usuario no puede contener comillas, espacios, acentos graves, = ni < >.",
  PASSWORD_REQUIRED: "La contraseña es obligatoria.",
  PASSWORD_MIN: "La contraseña debe tener al menos 8 caracteres.",
  PASSWORD_UPPERCASE: "La contraseña debe contener una letra mayúscula.",
  PASSWORD_LOWERCASE: "La contraseña debe contener una letra minúscula.",
  PASSWORD_DIGIT: "La contraseña debe contener un número.",
  PASSWORD_SPECIAL: "La contraseña debe contener un carácter especial (#?!@$%^&*-).",
  NUMBER_REQUIRED: "Es obligatorio.",
} as const satisfies Record<MessageKey, string>;

/**
 * Messages a field supplies itself (spec 5: required text shows "the field's supplied message"),
 * and the server's own refusals a step shows, keyed by their English text. Their English
 * constants live with the code that supplies them: the name fields (the lead-field table,
 * lib/leadFields/fields.ts, and blocks/steps/parts/PersonFields.tsx) and phone verification
 * (lib/server/api).
 */
export const SUPPLIED_MESSAGES_ES: Readonly<Record<string, string>> = {
  // Name fields.
  "Please enter your first name.": "Ingrese su nombre.",
  "Please enter your last name.": "Ingrese su apellido.",
  // Phone verification (lib/server/api/phoneVerification.ts and schemas.ts).
  "That code is not right. Check the text message and try again.":
    "Ese código no es correcto. Revise el mensaje de texto e inténtelo de nuevo.",
  "That code has expired. Ask for a new one.": "Ese código ya venció. Pida uno nuevo.",
  "Too many wrong codes. Ask for a new one.": "Demasiados códigos incorrectos. Pida uno nuevo.",
  "Ask for a code first.": "Primero pida un código.",
  "Too many codes sent to this number; try again in an hour.":
    "Enviamos demasiados códigos a este número; inténtelo de nuevo en una hora.",
  "Enter the code we sent you.": "Ingrese el código que le enviamos.",
  "The code is the digits we sent by text message.": "El código son los dígitos que le enviamos por mensaje de texto.",
  "No customer has this token.": "No encontramos su solicitud. Vuelva a empezar, por favor.",
  // Any call (lib/server/http and spec 8).
  "Too many requests from this address; try again in a minute.":
    "Demasiadas solicitudes desde esta dirección; inténtelo de nuevo en un minuto.",
  "Some fields are not valid.": "Algunos campos no son válidos.",
  "POST request failed!": "No pudimos completar la solicitud. Inténtelo de nuevo.",
};

/** The messages with a label or a bound in them (messages.ts `integerMessages`, `numericMessage`). */
const PATTERNS_ES: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [/^(.+) Must Be an Integer\.$/, (label) => `${label} debe ser un número entero.`],
  [/^(.+) Must Be Numeric\.$/, (label) => `${label} debe ser un número.`],
  [/^Must Be Greater Than (.+)$/, (min) => `Debe ser al menos ${min}.`],
];

const FIXED_ES: ReadonlyMap<string, string> = new Map([
  ...(Object.keys(MESSAGES) as MessageKey[]).map((key) => [MESSAGES[key], MESSAGES_ES[key]] as const),
  ...Object.entries(SUPPLIED_MESSAGES_ES),
]);

/**
 * A validation message as the visitor reads it: English unchanged; under /es its Spanish, or the
 * message itself when it has none (an unknown server message). Spanish in gives the same Spanish
 * out, so a message localized twice stays right.
 */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale !== "es") return message;
  const fixed = FIXED_ES.get(message);
  if (fixed !== undefined) return fixed;
  for (const [pattern, spanish] of PATTERNS_ES) {
    const match = pattern.exec(message);
    if (match) return spanish(...match.slice(1));
  }
  return message;
}
