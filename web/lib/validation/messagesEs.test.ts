import { describe, expect, it } from "vitest";
import { integerMessages, MESSAGES, type MessageKey, numericMessage } from "./messages";
import { localizeMessage, MESSAGES_ES, SUPPLIED_MESSAGES_ES } from "./messagesEs";

const keys = Object.keys(MESSAGES) as MessageKey[];

describe("Spanish validation messages", () => {
  it("has a Spanish entry for every message of spec 5, and no other", () => {
    expect(Object.keys(MESSAGES_ES).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const spanish = localizeMessage(MESSAGES[key], "es");
      expect(spanish, key).toBe(MESSAGES_ES[key]);
      expect(spanish.trim(), key).not.toBe("");
      expect(spanish, key).not.toBe(MESSAGES[key]);
    }
  });

  it("gives each message its own Spanish", () => {
    const distinctEnglish = new Set(keys.map((key) => MESSAGES[key])).size;
    expect(new Set(Object.values(MESSAGES_ES)).size).toBe(distinctEnglish);
  });

  it("pins the Spanish the funnel's fields show", () => {
    expect(localizeMessage("Phone is required", "es")).toBe("El teléfono es obligatorio.");
    expect(localizeMessage("Phone must be at least 10 digits", "es")).toBe(
      "El teléfono debe tener al menos 10 dígitos.",
    );
    expect(localizeMessage("Please Enter a Valid Phone", "es")).toBe("Ingrese un teléfono válido.");
    expect(localizeMessage("Email is required", "es")).toBe("El correo electrónico es obligatorio.");
    expect(localizeMessage("Please enter a valid email", "es")).toBe("Ingrese un correo electrónico válido.");
    expect(localizeMessage("Please enter a valid name.", "es")).toBe("Ingrese un nombre válido.");
    expect(localizeMessage("Street Address is Required.", "es")).toBe("La dirección es obligatoria.");
    expect(localizeMessage("Please enter your first name.", "es")).toBe("Ingrese su nombre.");
    expect(localizeMessage("Please enter your last name.", "es")).toBe("Ingrese su apellido.");
  });

  it("leaves English exactly as spec 5 writes it", () => {
    for (const key of keys) expect(localizeMessage(MESSAGES[key], "en")).toBe(MESSAGES[key]);
    for (const english of Object.keys(SUPPLIED_MESSAGES_ES)) expect(localizeMessage(english, "en")).toBe(english);
    expect(localizeMessage(numericMessage("Bill"), "en")).toBe("Bill Must Be Numeric.");
  });

  it("translates the messages with a label or a bound", () => {
    const integer = integerMessages("Edad", 500);
    expect(localizeMessage(integer.integer, "es")).toBe("Edad debe ser un número entero.");
    expect(localizeMessage(integer.required, "es")).toBe("Es obligatorio.");
    expect(localizeMessage(integer.min, "es")).toBe("Debe ser al menos 500.");
    expect(localizeMessage(numericMessage("Factura"), "es")).toBe("Factura debe ser un número.");
  });

  it("shows an unknown message as it is, and Spanish localized twice stays the same", () => {
    expect(localizeMessage("Something the server said.", "es")).toBe("Something the server said.");
    for (const key of keys) expect(localizeMessage(MESSAGES_ES[key], "es")).toBe(MESSAGES_ES[key]);
    for (const spanish of Object.values(SUPPLIED_MESSAGES_ES)) expect(localizeMessage(spanish, "es")).toBe(spanish);
  });
});
