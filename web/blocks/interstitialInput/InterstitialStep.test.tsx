// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ChakraRegistry } from "../chakra/ChakraRegistry";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf } from "../steps/types";
import { InterstitialStep } from "./InterstitialStep";

async function loadingStep() {
  const step = await stepFromContent("calculating-results");
  return { ...step, input: step.input as StepInputOf<"interstitialInput"> };
}

describe("InterstitialStep", () => {
  let step: Awaited<ReturnType<typeof loadingStep>>;
  beforeAll(async () => {
    step = await loadingStep();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the messages one after another in a polite live region", () => {
    const { input, heading } = step;
    const messages = input.messages ?? [];
    const duration = input.durationMs ?? 0;
    expect(messages.length).toBeGreaterThan(1);
    renderStep(<InterstitialStep {...baseProps(input, { heading })} />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe(messages[0]);
    act(() => vi.advanceTimersByTime(duration / messages.length));
    expect(status.textContent).toBe(messages[1]);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeTruthy();
  });

  it("moves on once, after the content's duration, even under StrictMode", () => {
    const { input, heading } = step;
    const onContinue = vi.fn();
    const duration = input.durationMs ?? 0;
    render(
      <StrictMode>
        <ChakraRegistry>
          <InterstitialStep {...baseProps(input, { heading, onContinue })} />
        </ChakraRegistry>
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(duration - 1));
    expect(onContinue).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onContinue).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(duration * 3));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("never moves on once it has left the page", () => {
    const { input, heading } = step;
    const onContinue = vi.fn();
    const { unmount } = renderStep(<InterstitialStep {...baseProps(input, { heading, onContinue })} />);
    act(() => vi.advanceTimersByTime((input.durationMs ?? 0) / 2));
    unmount();
    act(() => vi.advanceTimersByTime((input.durationMs ?? 0) * 2));
    expect(onContinue).not.toHaveBeenCalled();
  });
});
