import { css } from "@/styled-system/css";

/** Spec 4.2: page transitions take 100 ms. */
export const PAGE_TRANSITION_MS = 100;

/**
 * Spec 4.2 in CSS (nothing to download or hydrate for it): the new step enters from the right.
 * With reduced motion the steps only cross-fade: no movement, but still a visible sign that the
 * page changed. The first step of a visit does not animate: the server's HTML is shown as it
 * arrives.
 */
export const stepEnterClass = css({
  animation: "stepEnter 100ms ease-out",
  _motionReduce: { animation: "stepFadeIn 100ms ease-out" },
});

const SLIDE_OUT: Keyframe[] = [
  { transform: "none", opacity: 1 },
  { transform: "translateX(-40px)", opacity: 0 },
];
const FADE_OUT: Keyframe[] = [{ opacity: 1 }, { opacity: 0 }];

/**
 * The answered step leaves to the left (spec 4.2), and takes no more taps: a second tap in the
 * transition would land on it and be lost (it was answered already), where the visitor meant the
 * next question. Started on the element in the tap's own task rather than by rendering the island
 * again with a class: that render and commit ran while the next step was being rendered, and the
 * tap to the next question took 8 ms longer (medians 108 and 100 ms of 35 interleaved taps each;
 * issue 8). The element goes with the step it belongs to, so nothing has to undo this.
 */
export function leaveStep(element: HTMLElement | null) {
  if (!element) return;
  element.inert = true;
  element.setAttribute("aria-busy", "true");
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  element.animate?.(reduce ? FADE_OUT : SLIDE_OUT, {
    duration: PAGE_TRANSITION_MS,
    easing: "ease-in",
    fill: "forwards",
  });
}
