import { css } from "@/styled-system/css";

/** Spec 4.2: page transitions take 100 ms. */
export const PAGE_TRANSITION_MS = 100;

/**
 * Spec 4.2 in CSS (nothing to download or hydrate for it): the new step enters from the right,
 * the old one leaves to the left. With reduced motion the steps only cross-fade: no movement, but
 * still a visible sign that the page changed. The first step of a visit does not animate: the
 * server's HTML is shown as it arrives.
 */
export const stepEnterClass = css({
  animation: "stepEnter 100ms ease-out",
  _motionReduce: { animation: "stepFadeIn 100ms ease-out" },
});

export const stepExitClass = css({
  animation: "stepExit 100ms ease-in forwards",
  _motionReduce: { animation: "stepFadeOut 100ms ease-in forwards" },
});
