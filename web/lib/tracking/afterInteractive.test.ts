// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstInput, afterInteractive, yieldToBrowser } from "./afterInteractive";

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

describe("yieldToBrowser", () => {
  it("resolves in a later task: after the microtasks queued now and a timer queued before it", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("earlier task"), 0);
    const yielded = yieldToBrowser().then(() => order.push("after yield"));
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    void chain.then(() => order.push("microtasks"));
    await yielded;
    expect(order).toEqual(["microtasks", "earlier task", "after yield"]);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldSpy });
    try {
      await yieldToBrowser();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
