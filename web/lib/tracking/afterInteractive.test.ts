// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstInput, afterInteractive } from "./afterInteractive";

afterEach(() => vi.useRealTimers());

describe("afterInteractive", () => {
  it("runs once at the first input, even before the page has loaded", () => {
    const start = vi.fn();
    afterInteractive(start);
    window.dispatchEvent(new Event("keydown"));
    window.dispatchEvent(new Event("pointerdown"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not run once cancelled", () => {
    const start = vi.fn();
    afterInteractive(start)();
    window.dispatchEvent(new Event("pointerdown"));
    expect(start).not.toHaveBeenCalled();
  });
});

describe("afterFirstInput", () => {
  it("waits for an input however long the page stays idle, then runs once when the browser is idle", () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterFirstInput(start);
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("touchstart"));
    // Not inside the input's own handling: the tap's response comes first.
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(2_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not run when cancelled before or after the input", () => {
    vi.useFakeTimers();
    const before = vi.fn();
    afterFirstInput(before)();
    window.dispatchEvent(new Event("keydown"));
    const after = vi.fn();
    const cancel = afterFirstInput(after);
    window.dispatchEvent(new Event("keydown"));
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
