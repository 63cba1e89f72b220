// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import type { Answers } from "@/lib/leadFields/types";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { EmailStep } from "./EmailStep";

async function renderEmail(answers: Answers = {}, locale: Locale = "en") {
  const step = await stepFromContent("email", locale);
  const input = step.input as StepInputOf<"emailInput">;
  const onSubmit = vi.fn();
  renderStep(<EmailStep input={input} />, { onSubmit, locale, answers }, step.heading);
  const field = screen.getByLabelText(locale === "es" ? "Correo electrónico" : "Email") as HTMLInputElement;
  const submit = async (value: string) => {
    fireEvent.change(field, { target: { value } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  };
  return { step, input, field, onSubmit, submit };
}

describe("EmailStep", () => {
  it("is a labelled email field in a form named by the question", async () => {
    const { step, field, input } = await renderEmail();
    expect(screen.getByRole("form", { name: step.heading })).toBeTruthy();
    expect(field.type).toBe("email");
    expect(field.getAttribute("autocomplete")).toBe("email");
    expect(field.placeholder).toBe(input.placeholder);
  });

  it("never puts the address in a URL", async () => {
    await renderEmail();
    const form = screen.getByRole("form") as HTMLFormElement;
    expect(form.method).toBe("post");
    expect(form.getAttribute("action")).toBeNull();
  });

  it("shows the spec's messages", async () => {
    const { field, onSubmit, submit } = await renderEmail();
    await submit("");
    expect(screen.getByText("Email is required")).toBeTruthy();
    await submit("jane@@example.com");
    expect(screen.getByText("Please enter a valid email")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await submit("jane@example.notatld");
    expect(screen.getByText("Please enter a valid TLD")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the messages in Spanish under /es", async () => {
    const { field, onSubmit, submit } = await renderEmail({}, "es");
    await submit("");
    expect(screen.getByRole("alert").textContent).toBe("El correo electrónico es obligatorio.");
    await submit("jane@@example.com");
    expect(screen.getByRole("alert").textContent).toBe("Ingrese un correo electrónico válido.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await submit("jane@example.notatld");
    expect(screen.getByRole("alert").textContent).toBe(
      "Ingrese un correo electrónico con un dominio válido (por ejemplo, .com).",
    );
    expect(screen.queryByText("Please enter a valid TLD")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the address trimmed, as validated", async () => {
    const { onSubmit, submit } = await renderEmail();
    await submit("  jane.doe@example.com ");
    expect(onSubmit).toHaveBeenCalledWith({ email: "jane.doe@example.com" });
  });

  it("starts from the saved address", async () => {
    const { field } = await renderEmail({ email: "saved@example.com" });
    expect(field.value).toBe("saved@example.com");
  });
});
