// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { NameStep } from "./NameStep";

async function renderName(locale: "en" | "es" = "en") {
  const step = await stepFromContent("name", locale);
  const input = step.input as StepInputOf<"nameInput">;
  const onSubmit = vi.fn();
  renderStep(<NameStep {...baseProps(input, { heading: step.heading, locale, onSubmit })} />);
  return { input, onSubmit, submit: () => act(async () => fireEvent.submit(screen.getByRole("form"))) };
}

describe("NameStep", () => {
  it("has labelled first and last name fields with autocomplete", async () => {
    await renderName();
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
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits both names", async () => {
    const { input, onSubmit } = await renderName();
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "María José " } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "O'Brien-Núñez" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ first_name: "María José", last_name: "O'Brien-Núñez" });
  });

  it("labels the fields in Spanish and keeps the spec's messages", async () => {
    const { submit } = await renderName("es");
    expect(screen.getByLabelText("Nombre")).toBeTruthy();
    expect(screen.getByLabelText("Apellido")).toBeTruthy();
    await submit();
    expect(screen.getByText("Please enter your first name.")).toBeTruthy();
  });
});
