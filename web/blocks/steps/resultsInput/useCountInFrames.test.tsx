// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCountInFrames } from "./useCountInFrames";

function Counted({ total, first, paused }: { total: number; first: number; paused?: boolean }) {
  return <output>{useCountInFrames(total, first, paused)}</output>;
}

const shown = (container: HTMLElement) => Number(container.querySelector("output")?.textContent);

/** One frame: its callbacks, then the task they leave for after its paint (a 0 ms timer set in a fake tick is due 1 ms later). */
const frame = () =>
  act(async () => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });

const fakeFrames = () =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });

afterEach(() => vi.useRealTimers());

describe("useCountInFrames", () => {
  it("shows the first items at once and one more in each following frame, up to the total", async () => {
    fakeFrames();
    const { container } = render(<Counted total={4} first={2} />);
    expect(shown(container)).toBe(2);
    await frame();
    expect(shown(container)).toBe(3);
    await frame();
    expect(shown(container)).toBe(4);
    await frame();
    expect(shown(container)).toBe(4);
  });

  it("adds nothing within a frame: the next item waits for the frame after the paint", async () => {
    fakeFrames();
    const { container } = render(<Counted total={3} first={1} />);
    await act(async () => vi.advanceTimersByTime(5));
    expect(shown(container)).toBe(1);
  });

  it("adds nothing while paused, and goes on when no longer paused", async () => {
    fakeFrames();
    const { container, rerender } = render(<Counted total={3} first={1} paused />);
    await frame();
    await frame();
    expect(shown(container)).toBe(1);
    rerender(<Counted total={3} first={1} />);
    await frame();
    expect(shown(container)).toBe(2);
  });

  it("never shows more than the total", () => {
    const { container } = render(<Counted total={2} first={5} />);
    expect(shown(container)).toBe(2);
  });
});
