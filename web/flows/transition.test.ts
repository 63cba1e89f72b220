// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveStep, PAGE_TRANSITION_MS } from "./transition";

// jsdom has neither the Web Animations API nor media queries: the browser's, stood in for here.
const animated = () => {
  const element = document.createElement("div");
  const animate = vi.fn();
  Object.assign(element, { animate });
  return { element, animate };
};
const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)" }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("page transition", () => {
  it("takes the 100 ms of spec 4.2 and 9", () => {
    expect(PAGE_TRANSITION_MS).toBe(100);
  });

  it("slides the answered step out to the left in 100 ms, and it takes no more taps", () => {
    prefersReducedMotion(false);
    const { element, animate } = animated();
    leaveStep(element);
    expect(element.inert).toBe(true);
    expect(element.getAttribute("aria-busy")).toBe("true");
    expect(animate).toHaveBeenCalledWith(
      [
        { transform: "none", opacity: 1 },
        { transform: "translateX(-40px)", opacity: 0 },
      ],
      { duration: 100, easing: "ease-in", fill: "forwards" },
    );
  });

  it("only fades the step out for a visitor who asks for reduced motion", () => {
    prefersReducedMotion(true);
    const { element, animate } = animated();
    leaveStep(element);
    expect(animate).toHaveBeenCalledWith([{ opacity: 1 }, { opacity: 0 }], expect.objectContaining({ duration: 100 }));
  });

  it("still takes no more taps where the browser cannot animate", () => {
    const element = document.createElement("div");
    leaveStep(element);
    expect(element.inert).toBe(true);
  });
});
