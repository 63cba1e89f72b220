// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { ContactStep } from "./ContactStep";

describe("ContactStep", () => {
  it("requires at least one way to be contacted", async () => {
    const step = await stepFromContent("contact");
    const input = step.input as StepInputOf<"contactInput">;
    const onSubmit = vi.fn();
    renderStep(<ContactStep {...baseProps(input, { heading: step.heading, onSubmit })} />);
    expect(screen.getByRole("group", { name: step.heading })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(screen.getByText("Please choose at least one.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits every ticked choice, comma-joined in the order offered", async () => {
    const step = await stepFromContent("contact");
    const input = step.input as StepInputOf<"contactInput">;
    const onSubmit = vi.fn();
    renderStep(<ContactStep {...baseProps(input, { heading: step.heading, onSubmit })} />);
    const text = screen.getByRole("checkbox", { name: "Text message" });
    const call = screen.getByRole("checkbox", { name: "Phone call" });
    await act(async () => fireEvent.click(text));
    await act(async () => fireEvent.click(call));
    expect((call as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ preferred_contact_method: "call,text" });
  });

  it("starts from the saved choices and speaks Spanish", async () => {
    const step = await stepFromContent("contact", "es");
    const input = step.input as StepInputOf<"contactInput">;
    const onSubmit = vi.fn();
    renderStep(
      <ContactStep
        {...baseProps(input, {
          heading: step.heading,
          locale: "es",
          answers: { preferred_contact_method: "email" },
          onSubmit,
        })}
      />,
    );
    const email = screen.getByRole("checkbox", { name: "Correo electrónico" }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    await act(async () => fireEvent.click(email));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continuar" })));
    expect(screen.getByText("Elija al menos una opción.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
