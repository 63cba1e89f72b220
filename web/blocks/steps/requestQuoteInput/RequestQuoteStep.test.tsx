// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { RequestQuoteStep } from "./RequestQuoteStep";

describe("RequestQuoteStep", () => {
  it("lists the quote's points and asks for the quote", async () => {
    const step = await stepFromContent("request-quote");
    const input = step.input as StepInputOf<"requestQuoteInput">;
    const onSubmit = vi.fn();
    renderStep(<RequestQuoteStep input={input} />, { onSubmit }, step.heading);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(input.points?.length ?? 0);
    expect(items[0]?.textContent).toContain("Compare offers from installers in your area");
    // The question is the server's heading, above the step: the step adds none of its own.
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([step.heading]);
    fireEvent.click(screen.getByRole("button", { name: "Request my quote" }));
    expect(onSubmit).toHaveBeenCalledWith({ quote_requested: true });
  });

  it("shows the Spanish content", async () => {
    const step = await stepFromContent("request-quote", "es");
    const input = step.input as StepInputOf<"requestQuoteInput">;
    const onSubmit = vi.fn();
    renderStep(<RequestQuoteStep input={input} />, { locale: "es", onSubmit }, step.heading);
    expect(screen.getByText(input.points?.[0] ?? "")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" }));
    expect(onSubmit).toHaveBeenCalledWith({ quote_requested: true });
  });
});
