// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_TRANSITION_MS } from "../transition";
import { EnteringStep } from "./EnteringStep";

/** A step as the island shows it: a focusable question and an answer. */
function Step({ animate, onAnswer }: { animate: boolean; onAnswer: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <EnteringStep path="zip" animate={animate} ref={ref}>
      <h1 tabIndex={-1}>What is your zip?</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit" onClick={onAnswer}>
          Next
        </button>
      </form>
    </EnteringStep>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("scrollTo", () => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a step the visitor moved to", () => {
  it("ignores a tap while it enters (the second tap of a double tap), then takes taps and focuses its question", () => {
    const onAnswer = vi.fn();
    render(<Step animate onAnswer={onAnswer} />);
    const answer = screen.getByRole("button", { name: "Next" });
    fireEvent.click(answer);
    expect(onAnswer).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "What is your zip?" }));
    fireEvent.click(answer);
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it("keeps the browser's default from a tap while it enters: the form is not submitted", () => {
    render(<Step animate onAnswer={() => {}} />);
    const submitted = vi.fn();
    screen.getByRole("button", { name: "Next" }).closest("form")?.addEventListener("submit", submitted);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("button", { name: "Next" }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe("the first step of a visit", () => {
  it("takes a tap at once and leaves focus where it is", () => {
    const onAnswer = vi.fn();
    render(<Step animate={false} onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(document.activeElement).toBe(document.body);
  });
});
