// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { CreditRatingStep } from "./CreditRatingStep";

async function creditStep(locale: "en" | "es" = "en") {
  const step = await stepFromContent("credit-rating", locale);
  return { heading: step.heading, input: step.input as StepInputOf<"creditRatingInput"> };
}

describe("CreditRatingStep", () => {
  it("lists the content's credit bands and answers credit_rating in one tap", async () => {
    const { heading, input } = await creditStep();
    const onSubmit = vi.fn();
    renderStep(<CreditRatingStep input={input} />, { onSubmit }, heading);
    expect(screen.getByRole("group", { name: heading })).toBeTruthy();
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(input.choices?.map((choice) => choice.label));
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Good (680–719)" })));
    expect(onSubmit).toHaveBeenCalledWith({ credit_rating: "good" });
  });

  it("submits credit_rating=<value> to the next step before JavaScript runs", async () => {
    const { heading, input } = await creditStep();
    renderStep(<CreditRatingStep input={input} />, { nextUrl: "/savings/homeowner-renter" }, heading);
    const form = screen.getByRole("form", { name: heading });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/savings/homeowner-renter");
    const good = screen.getByRole("button", { name: "Good (680–719)" }) as HTMLButtonElement;
    expect([good.type, good.name, good.value]).toEqual(["submit", "credit_rating", "good"]);
  });

  it("is one Tab stop, with arrow keys between the answers, starting at the saved answer", async () => {
    const { heading, input } = await creditStep();
    renderStep(<CreditRatingStep input={input} />, { answers: { credit_rating: "fair" } }, heading);
    const fair = screen.getByRole("button", { name: "Fair (620–679)" });
    expect(fair.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByRole("button").filter((button) => button.tabIndex === 0)).toEqual([fair]);
    fair.focus();
    fireEvent.keyDown(fair, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Poor (below 620)" }));
  });

  it("shows the Spanish content", async () => {
    const { heading, input } = await creditStep("es");
    const onSubmit = vi.fn();
    renderStep(<CreditRatingStep input={input} />, { locale: "es", onSubmit }, heading);
    const first = input.choices?.[0];
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: first?.label ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ credit_rating: first?.value });
  });
});
