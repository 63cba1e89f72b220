// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Answers } from "@/lib/leadFields/types";
import { StepEngineProvider } from "../engine";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep, testEngine } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { billBand, MonthlyBillStep } from "./MonthlyBillStep";

async function renderBill(answers: Answers = {}, locale: "en" | "es" = "en") {
  const step = await stepFromContent("monthly-electricity-bill", locale);
  const input = step.input as StepInputOf<"monthlyBillInput">;
  const onSubmit = vi.fn();
  renderStep(<MonthlyBillStep input={input} />, { locale, answers, onSubmit }, step.heading);
  const form = screen.getByRole("form", { name: step.heading }) as HTMLFormElement;
  return { input, onSubmit, form, slider: screen.getByRole("slider") as HTMLInputElement };
}

describe("billBand (spec 3)", () => {
  it.each([
    [50, "below_100"],
    [99, "below_100"],
    [100, "between_100_150"],
    [150, "between_100_150"],
    [151, "between_151_200"],
    [200, "between_151_200"],
    [201, "above_200"],
  ])("%i -> %s", (amount, band) => {
    expect(billBand(amount)).toBe(band);
  });
});

describe("MonthlyBillStep", () => {
  it("is a labelled slider with the content's range, starting at the default amount", async () => {
    const { input, slider } = await renderBill();
    expect(screen.getByLabelText("Monthly electric bill")).toBe(slider);
    expect(slider.type).toBe("range");
    expect(slider.min).toBe(String(input.min));
    expect(slider.max).toBe(String(input.max));
    expect(slider.step).toBe(String(input.step));
    expect(slider.value).toBe(String(input.defaultAmount));
    expect(slider.getAttribute("aria-valuetext")).toBe("$150 a month");
    expect(screen.getByText("$150")).toBeTruthy();
    expect(screen.getByText("Range: $100–$150")).toBeTruthy();
  });

  it("follows the slider and submits the amount and its band", async () => {
    const { input, slider, onSubmit } = await renderBill();
    fireEvent.change(slider, { target: { value: "160" } });
    expect(slider.getAttribute("aria-valuetext")).toBe("$160 a month");
    expect(screen.getByText("Range: $151–$200")).toBeTruthy();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({
      monthly_electricity_bill_amount: 160,
      monthly_electricity_bill: "between_151_200",
    });
  });

  it("is a real GET form to the next step carrying the amount under its answer key", async () => {
    const { form, slider } = await renderBill();
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/savings/next-step");
    fireEvent.change(slider, { target: { value: "230" } });
    expect([...new FormData(form).entries()]).toEqual([["monthly_electricity_bill_amount", "230"]]);
  });

  it("shows the saved amount the session brings after the first render, until the visitor moves the slider", async () => {
    const step = await stepFromContent("monthly-electricity-bill");
    const input = step.input as StepInputOf<"monthlyBillInput">;
    const view = (answers: Answers) => (
      <StepEngineProvider engine={testEngine({ answers })}>
        <MonthlyBillStep input={input} />
      </StepEngineProvider>
    );
    const { rerender } = render(view({}));
    const slider = screen.getByRole("slider") as HTMLInputElement;
    expect(slider.value).toBe(String(input.defaultAmount));
    rerender(view({ monthly_electricity_bill_amount: 250 }));
    expect(slider.value).toBe("250");
    fireEvent.change(slider, { target: { value: "180" } });
    rerender(view({ monthly_electricity_bill_amount: 300 }));
    expect(slider.value).toBe("180");
  });

  it("starts from the saved amount and speaks Spanish", async () => {
    const { slider, onSubmit } = await renderBill({ monthly_electricity_bill_amount: 320 }, "es");
    expect(slider.value).toBe("320");
    expect(slider.getAttribute("aria-valuetext")).toBe("$320 al mes");
    expect(screen.getByText("Rango: Más de $200")).toBeTruthy();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continuar" })));
    expect(onSubmit).toHaveBeenCalledWith({
      monthly_electricity_bill_amount: 320,
      monthly_electricity_bill: "above_200",
    });
  });
});
