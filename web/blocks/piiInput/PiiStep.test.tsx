// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loadSiteSettings } from "@/lib/content/loaders";
import { consentTextId } from "../phoneInput/PhoneStep";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { PiiStep } from "./PiiStep";

async function renderPii() {
  const step = await stepFromContent("pii");
  const input = step.input as StepInputOf<"piiInput">;
  const settings = await loadSiteSettings("en");
  const consent = { text: settings?.tcpaConsent?.text ?? "", version: settings?.tcpaConsent?.version ?? "" };
  expect(consent.text).toContain("{phone}");
  const onSubmit = vi.fn();
  renderStep(<PiiStep {...baseProps(input, { heading: step.heading, consent, onSubmit })} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  return { consent, field, onSubmit, submit };
}

describe("PiiStep", () => {
  it("has the four labelled fields with their autocomplete and keyboards", async () => {
    const { field } = await renderPii();
    expect(field("First name").getAttribute("autocomplete")).toBe("given-name");
    expect(field("Last name").getAttribute("autocomplete")).toBe("family-name");
    expect(field("Email").type).toBe("email");
    expect(field("Email").getAttribute("autocomplete")).toBe("email");
    expect(field("Phone number").type).toBe("tel");
    expect(field("Phone number").getAttribute("autocomplete")).toBe("tel");
    expect(document.querySelector('input[type="hidden"][name="universal_leadid"]#leadid_token')).toBeTruthy();
  });

  it("shows each field's message from the spec", async () => {
    const { field, onSubmit, submit } = await renderPii();
    fireEvent.change(field("First name"), { target: { value: "cunt" } });
    fireEvent.change(field("Email"), { target: { value: "jane@example" } });
    fireEvent.change(field("Phone number"), { target: { value: "480555" } });
    await submit();
    expect(screen.getByText("Please enter a valid name.")).toBeTruthy();
    expect(screen.getByText("Please enter your last name.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email")).toBeTruthy();
    expect(screen.getByText("Phone must be at least 10 digits")).toBeTruthy();
    fireEvent.change(field("Phone number"), { target: { value: "0000000000" } });
    await submit();
    expect(screen.getByText("Please Enter a Valid Phone")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the contact details with the consent text exactly as shown", async () => {
    const { consent, field, onSubmit, submit } = await renderPii();
    fireEvent.change(field("First name"), { target: { value: "Jane" } });
    fireEvent.change(field("Last name"), { target: { value: "Doe" } });
    fireEvent.change(field("Email"), { target: { value: "jane.doe@example.com " } });
    fireEvent.change(field("Phone number"), { target: { value: "4805550199" } });
    expect(field("Phone number").value).toBe("(480) 555-0199");
    const shown = document.getElementById(consentTextId)?.textContent;
    expect(shown).toContain("SunSaver Program");
    expect(shown).toContain("(480) 555-0199");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: "Jane",
      last_name: "Doe",
      email: "jane.doe@example.com",
      phone: "(480) 555-0199",
      tcpa_accepted: true,
      tcpa_consent_text: shown,
      tcpa_consent_version: consent.version,
    });
  });
});
