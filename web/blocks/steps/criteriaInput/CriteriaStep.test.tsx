// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/brand/locale";
import type { Answers } from "@/lib/leadFields/types";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { CriteriaStep } from "./CriteriaStep";

async function renderCriteria(locale: Locale = "en", answers: Answers = {}) {
  const step = await stepFromContent("criteria", locale);
  const input = step.input as StepInputOf<"criteriaInput">;
  const onSubmit = vi.fn();
  renderStep(<CriteriaStep input={input} />, { onSubmit, locale, answers }, step.heading);
  const submit = () => submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  return { step, input, onSubmit, submit };
}

describe("CriteriaStep", () => {
  it("lists the criteria and requires the confirmation", async () => {
    const { step, input, onSubmit, submit } = await renderCriteria();
    expect(screen.getByRole("form", { name: step.heading })).toBeTruthy();
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replace("✓", ""))).toEqual(input.criteria);
    await submit();
    const error = screen.getByText("Please confirm that you meet these criteria.");
    const box = screen.getByRole("checkbox", { name: "I meet these criteria" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe(error.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits meets_criteria once the box is ticked", async () => {
    const { onSubmit, submit } = await renderCriteria();
    const box = screen.getByRole("checkbox", { name: "I meet these criteria" });
    await act(async () => fireEvent.click(box));
    expect((box as HTMLInputElement).checked).toBe(true);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ meets_criteria: true });
  });

  it("starts ticked when the criteria were confirmed before", async () => {
    const { onSubmit, submit } = await renderCriteria("en", { meets_criteria: true });
    expect((screen.getByRole("checkbox", { name: "I meet these criteria" }) as HTMLInputElement).checked).toBe(true);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ meets_criteria: true });
  });

  it("speaks Spanish", async () => {
    const { submit } = await renderCriteria("es");
    expect(screen.getByRole("checkbox", { name: "Cumplo con estos requisitos" })).toBeTruthy();
    await submit();
    expect(screen.getByText("Confirme que cumple con estos requisitos.")).toBeTruthy();
  });
});
