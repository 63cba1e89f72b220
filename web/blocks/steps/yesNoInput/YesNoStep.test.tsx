// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { YesNoStep } from "./YesNoStep";

describe("YesNoStep", () => {
  it("answers yes or no under the step's answer key in one tap", async () => {
    const step = await stepFromContent("hoa-property");
    const input = step.input as StepInputOf<"yesNoInput">;
    const onSubmit = vi.fn();
    renderStep(<YesNoStep input={input} />, { onSubmit }, step.heading);
    expect(screen.getByRole("group", { name: step.heading })).toBeTruthy();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.yesLabel ?? "" })));
    expect(onSubmit).toHaveBeenLastCalledWith({ hoa_property: "yes" });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.noLabel ?? "" })));
    expect(onSubmit).toHaveBeenLastCalledWith({ hoa_property: "no" });
  });

  it("moves between the two answers with the arrow keys and shows the saved one as pressed", async () => {
    const step = await stepFromContent("hoa-property", "es");
    const input = step.input as StepInputOf<"yesNoInput">;
    renderStep(<YesNoStep input={input} />, { locale: "es", answers: { hoa_property: "no" } }, step.heading);
    const yes = screen.getByRole("button", { name: "Sí" });
    const no = screen.getByRole("button", { name: "No" });
    expect(no.getAttribute("aria-pressed")).toBe("true");
    expect(yes.getAttribute("aria-pressed")).toBe("false");
    expect(no.tabIndex).toBe(0);
    expect(yes.tabIndex).toBe(-1);
    no.focus();
    fireEvent.keyDown(no, { key: "ArrowDown" });
    expect(document.activeElement).toBe(yes);
  });
});
