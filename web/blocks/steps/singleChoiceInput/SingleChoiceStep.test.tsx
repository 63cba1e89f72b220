// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { SingleChoiceStep } from "./SingleChoiceStep";

describe("SingleChoiceStep", () => {
  it("answers with the chosen value and moves on in one tap", async () => {
    const step = await stepFromContent("homeowner-renter");
    const onSubmit = vi.fn();
    const input = step.input as StepInputOf<"singleChoiceInput">;
    renderStep(<SingleChoiceStep input={input} />, { onSubmit }, step.heading);
    const group = screen.getByRole("group", { name: step.heading });
    const first = input.choices?.[0];
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: first?.label ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ [input.answerKey ?? ""]: first?.value });
    expect(group).toBeTruthy();
  });

  it("moves focus with the arrow keys and keeps one answer in the Tab order", async () => {
    const step = await stepFromContent("homeowner-renter");
    const input = step.input as StepInputOf<"singleChoiceInput">;
    renderStep(<SingleChoiceStep input={input} />, {}, step.heading);
    const buttons = screen.getAllByRole("button");
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: "ArrowUp" });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("shows the saved answer as pressed", async () => {
    const step = await stepFromContent("homeowner-renter", "es");
    const input = step.input as StepInputOf<"singleChoiceInput">;
    const chosen = input.choices?.[1];
    renderStep(
      <SingleChoiceStep input={input} />,
      { answers: { [input.answerKey ?? ""]: chosen?.value ?? null } },
      step.heading,
    );
    expect(screen.getByRole("button", { name: chosen?.label ?? "" }).getAttribute("aria-pressed")).toBe("true");
  });
});
