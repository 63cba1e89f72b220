// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { RequestQuoteStep } from "./RequestQuoteStep";

describe("RequestQuoteStep", () => {
  it("lists the quote's points and asks for the quote", async () => {
    const step = await stepFromContent("request-quote");
    const input = step.input as StepInputOf<"requestQuoteInput">;
    const onSubmit = vi.fn();
    renderStep(<RequestQuoteStep {...baseProps(input, { heading: step.heading, onSubmit })} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(input.points?.length ?? 0);
    expect(items[0]?.textContent).toContain("Compare offers from installers in your area");
    fireEvent.click(screen.getByRole("button", { name: "Request my quote" }));
    expect(onSubmit).toHaveBeenCalledWith({ quote_requested: true });
  });
});
