// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import { loadSiteSettings } from "@/lib/content/loaders";
import type { Answers } from "@/lib/leadFields/types";
import { stepFromContent } from "../parts/contentStep.testing";
import { consentTextId } from "../parts/PersonFields";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { PhoneStep } from "./PhoneStep";

/** The site's real TCPA wording, as the page hands it to the step. */
async function realConsent(locale: Locale) {
  const settings = await loadSiteSettings(locale);
  const text = settings?.tcpaConsent?.text;
  const version = settings?.tcpaConsent?.version;
  if (!text || !version) throw new Error("no TCPA consent in the embedded dataset");
  return { text, version };
}

async function renderPhone(locale: Locale = "en", answers: Answers = {}) {
  const step = await stepFromContent("phone", locale);
  const input = step.input as StepInputOf<"phoneInput">;
  const consent = await realConsent(locale);
  const onSubmit = vi.fn();
  renderStep(<PhoneStep input={input} />, { onSubmit, locale, answers, consent }, step.heading);
  const field = screen.getByLabelText(locale === "es" ? "Número de teléfono" : "Phone number") as HTMLInputElement;
  const consentText = () => document.getElementById(consentTextId)?.textContent ?? "";
  const submit = () => submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  return { step, field, consent, consentText, onSubmit, submit };
}

describe("PhoneStep", () => {
  it("is a labelled phone field formatted as typed, in a form that never puts it in a URL", async () => {
    const { step, field } = await renderPhone();
    const form = screen.getByRole("form", { name: step.heading }) as HTMLFormElement;
    expect(form.method).toBe("post");
    expect(form.getAttribute("action")).toBeNull();
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(field.type).toBe("tel");
    expect(field.getAttribute("inputmode")).toBe("tel");
    expect(field.getAttribute("autocomplete")).toBe("tel");
    fireEvent.change(field, { target: { value: "555" } });
    expect(field.value).toBe("(555");
    fireEvent.change(field, { target: { value: "(555)12" } });
    expect(field.value).toBe("(555) 12");
    fireEvent.change(field, { target: { value: "5551234567" } });
    expect(field.value).toBe("(555) 123-4567");
    fireEvent.change(field, { target: { value: "+1 555 123 4567" } });
    expect(field.value).toBe("(555) 123-4567");
  });

  it("shows the spec's messages", async () => {
    const { field, onSubmit, submit } = await renderPhone();
    await submit();
    expect(screen.getByText("Phone is required")).toBeTruthy();
    fireEvent.change(field, { target: { value: "555123" } });
    await submit();
    expect(screen.getByText("Phone must be at least 10 digits")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field, { target: { value: "5555555555" } });
    await submit();
    expect(screen.getByText("Please Enter a Valid Phone")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the messages in Spanish under /es", async () => {
    const { field, onSubmit, submit } = await renderPhone("es");
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("El teléfono es obligatorio.");
    fireEvent.change(field, { target: { value: "555123" } });
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("El teléfono debe tener al menos 10 dígitos.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field, { target: { value: "5555555555" } });
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Ingrese un teléfono válido.");
    expect(screen.queryByText("Please Enter a Valid Phone")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("fills in the brand and the phone in the consent text, and submits exactly what is shown", async () => {
    const { field, consent, consentText, onSubmit, submit } = await renderPhone();
    expect(consentText()).toContain("SunSaver Program");
    expect(consentText()).toContain("the number above");
    expect(consentText()).not.toMatch(/\{(brandName|phone)\}/);
    fireEvent.change(field, { target: { value: "4805550199" } });
    expect(consentText()).toContain("(480) 555-0199");
    const shown = consentText();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { phone: "(480) 555-0199", tcpa_accepted: true },
      { consent: { tcpa_consent_text: shown, tcpa_consent_version: consent.version } },
    );
    expect(shown).toBe(
      consent.text.replaceAll("{brandName}", "SunSaver Program").replaceAll("{phone}", "(480) 555-0199"),
    );
  });

  it("describes the button with the consent and carries the lead-id field", async () => {
    await renderPhone();
    expect(screen.getByRole("button", { name: "Continue" }).getAttribute("aria-describedby")).toBe(consentTextId);
    const leadId = document.querySelector<HTMLInputElement>('input[name="universal_leadid"]');
    expect(leadId?.id).toBe("leadid_token");
    expect(leadId?.type).toBe("hidden");
  });

  it("uses the Spanish wording", async () => {
    const empty = await renderPhone("es");
    expect(empty.consentText()).toContain("el número de arriba");
    expect(empty.consentText()).toMatch(/^Al hacer clic/);
  });

  it("starts from the saved phone", async () => {
    const { field, consentText } = await renderPhone("en", { phone: "4805550199" });
    expect(field.value).toBe("(480) 555-0199");
    expect(consentText()).toContain("(480) 555-0199");
  });
});
