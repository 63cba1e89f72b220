// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { ZipStep } from "./ZipStep";

async function renderZip(overrides: Parameters<typeof baseProps<"zipInput">>[1] = {}) {
  const step = await stepFromContent("zip");
  const input = step.input as StepInputOf<"zipInput">;
  const onSubmit = vi.fn();
  renderStep(<ZipStep {...baseProps(input, { heading: step.heading, onSubmit, ...overrides })} />);
  const field = screen.getByLabelText("ZIP code") as HTMLInputElement;
  const submit = async (value: string) => {
    fireEvent.change(field, { target: { value } });
    await act(async () => fireEvent.submit(screen.getByRole("form", { name: step.heading })));
  };
  return { input, field, onSubmit, submit };
}

describe("ZipStep", () => {
  it("is a labelled numeric field of five digits with the content's placeholder and button", async () => {
    const { input, field } = await renderZip();
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.maxLength).toBe(5);
    expect(field.getAttribute("autocomplete")).toBe("postal-code");
    expect(field.placeholder).toBe(input.placeholder);
    expect(screen.getByRole("button", { name: input.buttonLabel ?? "" }).getAttribute("type")).toBe("submit");
  });

  it("shows the spec's messages under the field", async () => {
    const { field, onSubmit, submit } = await renderZip();
    await submit("");
    expect(screen.getByText("Zip is required.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await submit("8525");
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    await submit("11111");
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    await submit("85a53");
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the zip, starting from the one already known", async () => {
    const { field, onSubmit } = await renderZip({ answers: { zip: "85253" } });
    expect(field.value).toBe("85253");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check my area" })));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "85253" });
  });

  it("speaks Spanish but keeps the spec's messages", async () => {
    const step = await stepFromContent("zip", "es");
    const input = step.input as StepInputOf<"zipInput">;
    renderStep(<ZipStep {...baseProps(input, { heading: step.heading, locale: "es" })} />);
    expect(screen.getByLabelText("Código postal")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verificar mi zona" })));
    expect(screen.getByText("Zip is required.")).toBeTruthy();
  });
});
