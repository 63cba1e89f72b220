// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { toggleChoice } from "./answer";
import { MultiChoiceStep } from "./MultiChoiceStep";

const load = async (locale: "en" | "es" = "en") => {
  const step = await stepFromContent("interested-in-bathroom-safety-features", locale);
  return { ...step, input: step.input as StepInputOf<"multiChoiceInput"> };
};

describe("MultiChoiceStep", () => {
  it("sends every ticked answer as one field, in the order of the choices", async () => {
    const { input, heading } = await load();
    const onSubmit = vi.fn();
    renderStep(<MultiChoiceStep input={input} />, { onSubmit }, heading);
    fireEvent.click(screen.getByRole("checkbox", { name: "Non-slip flooring" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Grab bars" }));
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(onSubmit).toHaveBeenCalledWith({ bathroom_safety_features: "grab_bars,non_slip_floor" });
  });

  it("asks for at least one answer, in the visitor's language", async () => {
    const { input, heading } = await load("es");
    const onSubmit = vi.fn();
    renderStep(<MultiChoiceStep input={input} />, { onSubmit, locale: "es" }, heading);
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continuar" })));
    expect(screen.getByRole("alert").textContent).toBe("Elija al menos una opción.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a saved answer ticked, and 'none of these' clears the others", async () => {
    const { input, heading } = await load();
    renderStep(<MultiChoiceStep input={input} />, { answers: { bathroom_safety_features: "walk_in_shower" } }, heading);
    const shower = screen.getByRole("checkbox", { name: "A walk-in shower" }) as HTMLInputElement;
    expect(shower.checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "None of these" }));
    expect(shower.checked).toBe(false);
    expect(screen.getByRole("group", { name: heading })).toBeTruthy();
  });
});

describe("toggleChoice", () => {
  it("drops 'none' when another answer is ticked", () => {
    expect(toggleChoice(["none"], "grab_bars", "none")).toEqual(["grab_bars"]);
  });
  it("unticks a ticked answer", () => {
    expect(toggleChoice(["grab_bars", "non_slip_floor"], "grab_bars", "none")).toEqual(["non_slip_floor"]);
  });
});
