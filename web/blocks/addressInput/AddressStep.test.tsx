// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { AddressStep } from "./AddressStep";

async function renderAddress(answers = {}) {
  const step = await stepFromContent("address");
  const input = step.input as StepInputOf<"addressInput">;
  const onSubmit = vi.fn();
  renderStep(<AddressStep {...baseProps(input, { heading: step.heading, answers, onSubmit })} />);
  const field = screen.getByLabelText("Street address") as HTMLInputElement;
  const submit = async (value: string) => {
    fireEvent.change(field, { target: { value } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  };
  return { input, field, onSubmit, submit };
}

describe("AddressStep", () => {
  it("is a labelled street-address field", async () => {
    const { input, field } = await renderAddress();
    expect(field.getAttribute("autocomplete")).toBe("street-address");
    expect(field.placeholder).toBe(input.placeholder);
  });

  it("shows the spec's messages", async () => {
    const { onSubmit, submit } = await renderAddress();
    await submit(" ");
    expect(screen.getByText("Street Address is Required.")).toBeTruthy();
    await submit("12 Main St; DROP");
    expect(screen.getByText("Invalid special characters.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the address trimmed", async () => {
    const { onSubmit, submit } = await renderAddress();
    await submit("  4521 E O'Neil Ave, Apt #3  ");
    expect(onSubmit).toHaveBeenCalledWith({ street_address: "4521 E O'Neil Ave, Apt #3" });
  });

  it("starts from the saved address, a lone space counting as none", async () => {
    const { field } = await renderAddress({ street_address: " " });
    expect(field.value).toBe("");
  });
});
