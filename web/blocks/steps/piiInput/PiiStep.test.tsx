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
import { PiiStep } from "./PiiStep";

const labels = {
  en: { first: "First name", last: "Last name", email: "Email", phone: "Phone number" },
  es: { first: "Nombre", last: "Apellido", email: "Correo electrónico", phone: "Número de teléfono" },
};

async function renderPii(locale: Locale = "en", answers: Answers = {}) {
  const step = await stepFromContent("pii", locale);
  const input = step.input as StepInputOf<"piiInput">;
  const settings = await loadSiteSettings(locale);
  const consent = { text: settings?.tcpaConsent?.text ?? "", version: settings?.tcpaConsent?.version ?? "" };
  expect(consent.text).toContain("{phone}");
  expect(consent.text).toContain("{brandName}");
  const onSubmit = vi.fn();
  renderStep(<PiiStep input={input} />, { onSubmit, locale, answers, consent }, step.heading);
  const field = (name: keyof (typeof labels)["en"]) => screen.getByLabelText(labels[locale][name]) as HTMLInputElement;
  const consentText = () => document.getElementById(consentTextId)?.textContent ?? "";
  const submit = () => submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  return { step, input, consent, consentText, field, onSubmit, submit };
}

describe("PiiStep", () => {
  it("has the four labelled fields with their autocomplete and keyboards, in a form kept out of URLs", async () => {
    const { step, field } = await renderPii();
    const form = screen.getByRole("form", { name: step.heading }) as HTMLFormElement;
    expect(form.method).toBe("post");
    expect(form.getAttribute("action")).toBeNull();
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(field("first").getAttribute("autocomplete")).toBe("given-name");
    expect(field("last").getAttribute("autocomplete")).toBe("family-name");
    expect(field("email").type).toBe("email");
    expect(field("email").getAttribute("autocomplete")).toBe("email");
    expect(field("phone").type).toBe("tel");
    expect(field("phone").getAttribute("autocomplete")).toBe("tel");
    expect(document.querySelector('input[type="hidden"][name="universal_leadid"]#leadid_token')).toBeTruthy();
  });

  it("shows each field's message from the spec", async () => {
    const { field, onSubmit, submit } = await renderPii();
    fireEvent.change(field("first"), { target: { value: "cunt" } });
    fireEvent.change(field("email"), { target: { value: "jane@example" } });
    fireEvent.change(field("phone"), { target: { value: "480555" } });
    await submit();
    expect(screen.getByText("Please enter a valid name.")).toBeTruthy();
    expect(screen.getByText("Please enter your last name.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email")).toBeTruthy();
    expect(screen.getByText("Phone must be at least 10 digits")).toBeTruthy();
    fireEvent.change(field("phone"), { target: { value: "0000000000" } });
    await submit();
    expect(screen.getByText("Please Enter a Valid Phone")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("gives the TCPA consent exactly like the phone step: the brand and phone filled in, the button described by it", async () => {
    const { consentText, field, input } = await renderPii();
    const button = screen.getByRole("button", { name: input.buttonLabel ?? "" });
    expect(button.getAttribute("aria-describedby")).toBe(consentTextId);
    expect(consentText()).toContain("SunSaver Program");
    expect(consentText()).toContain("the number above");
    expect(consentText()).not.toMatch(/\{(brandName|phone)\}/);
    fireEvent.change(field("phone"), { target: { value: "4805550199" } });
    expect(field("phone").value).toBe("(480) 555-0199");
    expect(consentText()).toContain("(480) 555-0199");
    expect(consentText()).not.toContain("the number above");
  });

  it("submits the contact details with tcpa_accepted, the consent text exactly as shown and its version", async () => {
    const { consent, consentText, field, onSubmit, submit } = await renderPii();
    fireEvent.change(field("first"), { target: { value: "Jane" } });
    fireEvent.change(field("last"), { target: { value: "Doe" } });
    fireEvent.change(field("email"), { target: { value: "jane.doe@example.com " } });
    fireEvent.change(field("phone"), { target: { value: "4805550199" } });
    const shown = consentText();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        first_name: "Jane",
        last_name: "Doe",
        email: "jane.doe@example.com",
        phone: "(480) 555-0199",
        tcpa_accepted: true,
      },
      { consent: { tcpa_consent_text: shown, tcpa_consent_version: consent.version } },
    );
    expect(shown).toBe(
      consent.text.replaceAll("{brandName}", "SunSaver Program").replaceAll("{phone}", "(480) 555-0199"),
    );
  });

  it("starts from the saved details, consent included", async () => {
    const { field, consentText } = await renderPii("en", {
      first_name: "Maria",
      last_name: "Lopez",
      email: "maria@example.com",
      phone: "4805550142",
    });
    expect(field("first").value).toBe("Maria");
    expect(field("email").value).toBe("maria@example.com");
    expect(field("phone").value).toBe("(480) 555-0142");
    expect(consentText()).toContain("(480) 555-0142");
  });

  it("speaks Spanish under /es: labels, consent and messages", async () => {
    const { consent, consentText, field, onSubmit, submit } = await renderPii("es");
    expect(consentText()).toContain("el número de arriba");
    await submit();
    expect(screen.getByText("Ingrese su nombre.")).toBeTruthy();
    expect(screen.getByText("Ingrese su apellido.")).toBeTruthy();
    expect(screen.getByText("El correo electrónico es obligatorio.")).toBeTruthy();
    expect(screen.getByText("El teléfono es obligatorio.")).toBeTruthy();
    fireEvent.change(field("first"), { target: { value: "María" } });
    fireEvent.change(field("last"), { target: { value: "López" } });
    fireEvent.change(field("email"), { target: { value: "maria@example.com" } });
    fireEvent.change(field("phone"), { target: { value: "4805550142" } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        first_name: "María",
        last_name: "López",
        email: "maria@example.com",
        phone: "(480) 555-0142",
        tcpa_accepted: true,
      },
      {
        consent: {
          tcpa_consent_text: consent.text
            .replaceAll("{brandName}", "SunSaver Program")
            .replaceAll("{phone}", "(480) 555-0142"),
          tcpa_consent_version: consent.version,
        },
      },
    );
  });
});
