// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { EmailStep } from "./EmailStep";

async function renderEmail(answers = {}) {
  const step = await stepFromContent("email");
  const input = step.input as StepInputOf<"emailInput">;
  const onSubmit = vi.fn();
  renderStep(<EmailStep {...baseProps(input, { heading: step.heading, answers, onSubmit })} />);
  const field = screen.getByLabelText("Email") as HTMLInputElement;
  const submit = async (value: string) => {
    fireEvent.change(field, { target: { value } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  };
  return { input, field, onSubmit, submit };
}

describe("EmailStep", () => {
  it("is a labelled email field", async () => {
    const { field, input } = await renderEmail();
    expect(field.type).toBe("email");
    expect(field.getAttribute("autocomplete")).toBe("email");
    expect(field.placeholder).toBe(input.placeholder);
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
