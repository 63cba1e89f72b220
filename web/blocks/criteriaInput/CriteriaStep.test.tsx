// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { CriteriaStep } from "./CriteriaStep";

async function renderCriteria(locale: "en" | "es" = "en") {
  const step = await stepFromContent("criteria", locale);
  const input = step.input as StepInputOf<"criteriaInput">;
  const onSubmit = vi.fn();
  renderStep(<CriteriaStep {...baseProps(input, { heading: step.heading, locale, onSubmit })} />);
  const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
  return { input, onSubmit, submit };
}

describe("CriteriaStep", () => {
  it("lists the criteria and requires the confirmation", async () => {
    const { input, onSubmit, submit } = await renderCriteria();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replace("✓", ""))).toEqual(input.criteria);
    await submit();
    expect(screen.getByText("Please confirm that you meet these criteria.")).toBeTruthy();
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

  it("speaks Spanish", async () => {
    const { submit } = await renderCriteria("es");
    expect(screen.getByRole("checkbox", { name: "Cumplo con estos requisitos" })).toBeTruthy();
    await submit();
    expect(screen.getByText("Confirme que cumple con estos requisitos.")).toBeTruthy();
  });
});
