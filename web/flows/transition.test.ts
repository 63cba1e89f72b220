import type { MotionProps } from "framer-motion";
import { describe, expect, it } from "vitest";
import { PAGE_TRANSITION_MS, pageTransition } from "./transition";

describe("pageTransition (spec 4.2)", () => {
  it("lasts 100 ms, given to framer-motion in seconds", () => {
    expect(PAGE_TRANSITION_MS).toBe(100);
    expect(pageTransition(false).transition.duration).toBe(0.1);
    expect(pageTransition(true).transition.duration).toBe(0.1);
  });

  it("enters from the right and exits to the left", () => {
    const { initial, animate, exit } = pageTransition(false);
    expect(initial.x).toBeGreaterThan(0);
    expect(animate).toEqual({ x: 0, opacity: 1 });
    expect(exit.x).toBeLessThan(0);
  });

  it("only fades under reduced motion", () => {
    const { initial, animate, exit } = pageTransition(true);
    expect([initial.x, animate.x, exit.x]).toEqual([0, 0, 0]);
    expect([initial.opacity, animate.opacity, exit.opacity]).toEqual([0, 1, 0]);
  });

  it("spreads onto a framer-motion component", () => {
    // The real check is the type checker accepting this assignment (tsc runs over test files).
    const props: Pick<MotionProps, "initial" | "animate" | "exit" | "transition"> = pageTransition(false);
    expect(props.transition).toEqual({ duration: 0.1, ease: "easeOut" });
  });
});
