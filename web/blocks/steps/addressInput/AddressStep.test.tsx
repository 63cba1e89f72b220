// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import type { Answers } from "@/lib/leadFields/types";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { AddressStep } from "./AddressStep";

async function renderAddress(answers: Answers = {}, locale: Locale = "en") {
  const step = await stepFromContent("address", locale);
  const input = step.input as StepInputOf<"addressInput">;
  const onSubmit = vi.fn();
  renderStep(<AddressStep input={input} />, { onSubmit, locale, answers }, step.heading);
  const field = screen.getByLabelText(locale === "es" ? "Dirección" : "Street address") as HTMLInputElement;
  const submit = async (value: string) => {
    fireEvent.change(field, { target: { value } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  };
  return { step, input, field, onSubmit, submit };
}

describe("AddressStep", () => {
  it("is a labelled street-address field in a form named by the question", async () => {
    const { step, input, field } = await renderAddress();
    expect(screen.getByRole("form", { name: step.heading })).toBeTruthy();
    expect(field.getAttribute("autocomplete")).toBe("street-address");
    expect(field.placeholder).toBe(input.placeholder);
  });

  it("shows the spec's messages", async () => {
    const { field, onSubmit, submit } = await renderAddress();
    await submit(" ");
    expect(screen.getByText("Street Address is Required.")).toBeTruthy();
    await submit("12 Main St; DROP");
    expect(screen.getByText("Invalid special characters.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the messages in Spanish under /es", async () => {
    const { onSubmit, submit } = await renderAddress({}, "es");
    await submit(" ");
    expect(screen.getByText("La dirección es obligatoria.")).toBeTruthy();
    await submit("12 Main St; DROP");
    expect(screen.getByText("La dirección contiene caracteres especiales no válidos.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the address as typed (the server stores it trimmed)", async () => {
    const { onSubmit, submit } = await renderAddress();
    await submit("  4521 E O'Neil Ave, Apt #3  ");
    expect(onSubmit).toHaveBeenCalledWith({ street_address: "  4521 E O'Neil Ave, Apt #3  " });
  });

  it("starts from the saved address, a lone space counting as none", async () => {
    const { field } = await renderAddress({ street_address: " " });
    expect(field.value).toBe("");
  });
});
