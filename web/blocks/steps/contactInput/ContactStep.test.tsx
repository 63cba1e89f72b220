// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import type { Answers } from "@/lib/leadFields/types";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { ContactStep } from "./ContactStep";

async function renderContact(locale: Locale = "en", answers: Answers = {}) {
  const step = await stepFromContent("contact", locale);
  const input = step.input as StepInputOf<"contactInput">;
  const onSubmit = vi.fn();
  renderStep(<ContactStep input={input} />, { onSubmit, locale, answers }, step.heading);
  const submit = () => submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  return { step, input, onSubmit, submit };
}

describe("ContactStep", () => {
  it("requires at least one way to be contacted", async () => {
    const { step, onSubmit, submit } = await renderContact();
    const group = screen.getByRole("group", { name: step.heading });
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    await submit();
    const error = screen.getByText("Please choose at least one.");
    expect(group.getAttribute("aria-describedby")).toBe(error.id);
    expect(screen.getByRole("checkbox", { name: "Text message" }).getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits every ticked choice, comma-joined in the order offered", async () => {
    const { onSubmit, submit } = await renderContact();
    const text = screen.getByRole("checkbox", { name: "Text message" });
    const call = screen.getByRole("checkbox", { name: "Phone call" });
    await act(async () => fireEvent.click(text));
    await act(async () => fireEvent.click(call));
    expect((call as HTMLInputElement).checked).toBe(true);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ preferred_contact_method: "call,text" });
  });

  it("is a real form of named checkboxes, so a choice made before the script runs still travels", async () => {
    const { input } = await renderContact();
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.name)).toEqual(boxes.map(() => input.answerKey));
    expect(boxes.map((box) => box.value)).toEqual((input.choices ?? []).map((choice) => choice.value));
    expect((screen.getByRole("form") as HTMLFormElement).method).toBe("get");
  });

  it("starts from the saved choices and speaks Spanish", async () => {
    const { onSubmit } = await renderContact("es", { preferred_contact_method: "email" });
    const email = screen.getByRole("checkbox", { name: "Correo electrónico" }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    await act(async () => fireEvent.click(email));
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continuar" })));
    expect(screen.getByText("Elija al menos una opción.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
