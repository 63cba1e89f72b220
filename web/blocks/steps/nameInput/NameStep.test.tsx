// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import type { Answers } from "@/lib/leadFields/types";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { NameStep } from "./NameStep";

async function renderName(locale: Locale = "en", answers: Answers = {}) {
  const step = await stepFromContent("name", locale);
  const input = step.input as StepInputOf<"nameInput">;
  const onSubmit = vi.fn();
  renderStep(<NameStep input={input} />, { onSubmit, locale, answers }, step.heading);
  return { step, input, onSubmit, submit: () => submitStep(() => fireEvent.submit(screen.getByRole("form"))) };
}

describe("NameStep", () => {
  it("is a form named by the question, with labelled first and last name fields and autocomplete", async () => {
    const { step } = await renderName();
    expect(screen.getByRole("form", { name: step.heading })).toBeTruthy();
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(screen.getByLabelText("First name").getAttribute("autocomplete")).toBe("given-name");
    expect(screen.getByLabelText("Last name").getAttribute("autocomplete")).toBe("family-name");
  });

  it("asks for both names and refuses profanity", async () => {
    const { onSubmit, submit } = await renderName();
    await submit();
    expect(screen.getByText("Please enter your first name.")).toBeTruthy();
    expect(screen.getByText("Please enter your last name.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Shit" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Hancock" } });
    await submit();
    expect(screen.getByText("Please enter a valid name.")).toBeTruthy();
    expect(screen.queryByText("Please enter your last name.")).toBeNull();
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits both names as typed (the server stores them trimmed)", async () => {
    const { input, onSubmit } = await renderName();
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "María José " } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "O'Brien-Núñez" } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ first_name: "María José ", last_name: "O'Brien-Núñez" });
  });

  it("starts from the saved names", async () => {
    await renderName("en", { first_name: "Maria ", last_name: "Lopez" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Maria");
    expect((screen.getByLabelText("Last name") as HTMLInputElement).value).toBe("Lopez");
  });

  it("labels the fields and shows the messages in Spanish", async () => {
    const { onSubmit, submit } = await renderName("es");
    expect(screen.getByLabelText("Nombre")).toBeTruthy();
    expect(screen.getByLabelText("Apellido")).toBeTruthy();
    await submit();
    expect(screen.getByText("Ingrese su nombre.")).toBeTruthy();
    expect(screen.getByText("Ingrese su apellido.")).toBeTruthy();
    expect(screen.queryByText("Please enter your first name.")).toBeNull();
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Shit" } });
    await submit();
    expect(screen.getByText("Ingrese un nombre válido.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
