// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { SettingExpectationStep } from "./SettingExpectationStep";

describe("SettingExpectationStep", () => {
  it("lists what happens next and records that it was seen", async () => {
    const step = await stepFromContent("setting-expectation");
    const input = step.input as StepInputOf<"settingExpectationInput">;
    const onSubmit = vi.fn();
    renderStep(<SettingExpectationStep input={input} />, { onSubmit }, step.heading);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replace("✓", ""))).toEqual(input.points);
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Got it, continue" }));
    expect(onSubmit).toHaveBeenCalledWith({ setting_expectation_seen: true });
  });

  it("shows the Spanish content", async () => {
    const step = await stepFromContent("setting-expectation", "es");
    const input = step.input as StepInputOf<"settingExpectationInput">;
    renderStep(<SettingExpectationStep input={input} />, { locale: "es" }, step.heading);
    expect(screen.getByRole("button", { name: "Entendido, continuar" })).toBeTruthy();
    expect(screen.getByText(input.points?.[2] ?? "")).toBeTruthy();
  });
});
