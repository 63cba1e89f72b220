// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { Answers, StepInputOf } from "../steps/types";
import { ZipConfirmStep } from "./ZipConfirmStep";

const located: Answers = { zip: "85253", city: "Paradise Valley", state: "AZ", stateFullName: "Arizona" };

async function renderConfirm(answers: Answers) {
  const step = await stepFromContent("zip-confirm");
  const input = step.input as StepInputOf<"zipConfirmInput">;
  const onSubmit = vi.fn();
  renderStep(<ZipConfirmStep {...baseProps(input, { heading: step.heading, answers, onSubmit })} />);
  return { input, onSubmit };
}

describe("ZipConfirmStep", () => {
  it("shows the zip, city and state found and confirms the zip", async () => {
    const { input, onSubmit } = await renderConfirm(located);
    expect(screen.getByText("85253 — Paradise Valley, AZ")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "85253" });
  });

  it("lets the visitor change the zip in place", async () => {
    const { onSubmit } = await renderConfirm(located);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change" })));
    const field = screen.getByLabelText("ZIP code") as HTMLInputElement;
    expect(field.value).toBe("85253");
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "9021" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "90210" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "90210" });
  });

  it("asks for the zip like the zip step when none is known", async () => {
    const { onSubmit } = await renderConfirm({});
    const field = screen.getByLabelText("ZIP code") as HTMLInputElement;
    expect(field.getAttribute("autocomplete")).toBe("postal-code");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(screen.getByText("Zip is required.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
