// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUrlAfterFrame } from "./urlAfterFrame";

/** A frame and the task it posts, as the browser runs them. */
const FRAME_MS = 20;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  window.history.replaceState(null, "", "/savings-mini/phone");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function island(shown: string) {
  return renderHook(({ step }) => useUrlAfterFrame(step), { initialProps: { step: shown } });
}

describe("a step shown before its URL moves", () => {
  it("gets its URL in the task after the frame that paints it, not before", () => {
    const entries = window.history.length;
    const { result, rerender } = island("phone");
    result.current.later("results", "/savings-mini/results", "push");
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(window.location.pathname).toBe("/savings-mini/phone");

    rerender({ step: "results" });
    expect(window.location.pathname).toBe("/savings-mini/phone");
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(window.location.pathname).toBe("/savings-mini/results");
    expect(window.history.length).toBe(entries + 1);
  });

  it("replaces the entry when asked to, and moves it once", () => {
    const entries = window.history.length;
    const { result, rerender } = island("phone");
    result.current.later("results", "/savings-mini/results", "replace");
    rerender({ step: "results" });
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(window.location.pathname).toBe("/savings-mini/results");
    window.history.replaceState(null, "", "/savings-mini/elsewhere");
    rerender({ step: "results" });
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(window.location.pathname).toBe("/savings-mini/elsewhere");
    expect(window.history.length).toBe(entries);
  });

  it("is moved at once by the next move (flush), so the history keeps the visitor's order", () => {
    const { result } = island("phone");
    result.current.later("results", "/savings-mini/results", "push");
    result.current.flush();
    expect(window.location.pathname).toBe("/savings-mini/results");
  });

  it("is dropped when the visitor went elsewhere in the history before it moved", () => {
    const { result, rerender } = island("phone");
    result.current.later("results", "/savings-mini/results", "push");
    // Back, before the step's first frame: the browser moved the URL.
    window.history.replaceState(null, "", "/savings-mini/email");
    rerender({ step: "results" });
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(window.location.pathname).toBe("/savings-mini/email");
    result.current.flush();
    expect(window.location.pathname).toBe("/savings-mini/email");
  });
});
