// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { CreditRatingStep } from "./CreditRatingStep";

describe("CreditRatingStep", () => {
  it("lists the content's credit bands and answers credit_rating in one tap", async () => {
    const step = await stepFromContent("credit-rating");
    const input = step.input as StepInputOf<"creditRatingInput">;
    const onSubmit = vi.fn();
    renderStep(<CreditRatingStep {...baseProps(input, { heading: step.heading, onSubmit })} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(input.choices?.map((choice) => choice.label));
    fireEvent.click(screen.getByRole("button", { name: "Good (680–719)" }));
    expect(onSubmit).toHaveBeenCalledWith({ credit_rating: "good" });
  });

  it("is one Tab stop, with arrow keys between the answers, starting at the saved answer", async () => {
    const step = await stepFromContent("credit-rating");
    const input = step.input as StepInputOf<"creditRatingInput">;
    renderStep(
      <CreditRatingStep {...baseProps(input, { heading: step.heading, answers: { credit_rating: "fair" } })} />,
    );
    const fair = screen.getByRole("button", { name: "Fair (620–679)" });
    expect(fair.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByRole("button").filter((button) => button.tabIndex === 0)).toEqual([fair]);
    fair.focus();
    fireEvent.keyDown(fair, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Poor (below 620)" }));
  });
});
