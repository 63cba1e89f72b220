// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leaveStep, PAGE_TRANSITION_MS } from "./transition";

// jsdom has neither the Web Animations API nor media queries: the browser's, stood in for here.
let finish: () => void = () => {};
const animate = vi.fn(() => ({ finished: new Promise<void>((resolve) => (finish = resolve)) }));
// The next frame, run when the test says so.
let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};
const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)" }));

/** A step as the island renders it: a heading the answers are labelled by, and an answer. */
function answeredStep() {
  const frame = document.createElement("div");
  frame.innerHTML = `<div data-step="zip" class="enter"><h1 id="step-heading">What is your zip?</h1><button>Next</button></div>`;
  document.body.append(frame);
  return { frame, step: frame.querySelector<HTMLElement>("[data-step]") as HTMLElement };
}

beforeEach(() => {
  Object.assign(HTMLElement.prototype, { animate });
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  animate.mockClear();
  frames = [];
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  document.body.innerHTML = "";
});

describe("page transition", () => {
  it("takes the 100 ms of spec 4.2 and 9", () => {
    expect(PAGE_TRANSITION_MS).toBe(100);
  });

  it("slides a copy of the answered step out to the left in 100 ms, and the step takes no more taps", async () => {
    prefersReducedMotion(false);
    const { frame, step } = answeredStep();
    leaveStep(step);
    // Hidden: out of taps, focus and the accessibility tree, its place kept.
    expect(step.style.visibility).toBe("hidden");
    expect(step.isConnected).toBe(true);
    const copy = step.nextElementSibling as HTMLElement;
    expect(copy.textContent).toBe("What is your zip?Next");
    expect(copy.style.position).toBe("fixed");
    expect(copy.inert).toBe(true);
    expect(copy.getAttribute("aria-hidden")).toBe("true");
    // Only the real step is found as the step, and only its heading labels the answers.
    expect(frame.querySelectorAll("[data-step]")).toHaveLength(1);
    expect(document.querySelectorAll("#step-heading")).toHaveLength(1);
    expect(copy.getAttribute("class")).toBeNull();
    // The slide starts in the next frame, where the page is styled anyway, not in the tap's task.
    expect(animate).not.toHaveBeenCalled();
    nextFrame();
    expect(animate).toHaveBeenCalledWith(
      [
        { transform: "none", opacity: 1 },
        { transform: "translateX(-40px)", opacity: 0 },
      ],
      { duration: 100, easing: "ease-in", fill: "forwards" },
    );
    finish();
    await Promise.resolve();
    expect(copy.isConnected).toBe(false);
  });

  it("only fades the copy out for a visitor who asks for reduced motion", () => {
    prefersReducedMotion(true);
    leaveStep(answeredStep().step);
    nextFrame();
    expect(animate).toHaveBeenCalledWith([{ opacity: 1 }, { opacity: 0 }], expect.objectContaining({ duration: 100 }));
  });

  it("still takes no more taps, with no copy, where the browser cannot animate", () => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    const { frame, step } = answeredStep();
    leaveStep(step);
    expect(step.style.visibility).toBe("hidden");
    expect(frame.children).toHaveLength(1);
  });
});
