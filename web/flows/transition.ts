/** Spec 4.2: page transitions take 100 ms. */
export const PAGE_TRANSITION_MS = 100;

/**
 * How far a page slides, in px. A short slide plus a fade reads as "moving forward"; a full-width
 * slide in 100 ms would be a jump the eye cannot follow.
 */
export const PAGE_SLIDE_PX = 40;

/**
 * A pose framer-motion can animate to: horizontal offset (px) and opacity. Type aliases, not
 * interfaces: only object types written as aliases satisfy framer-motion's index-signature targets.
 */
export type PagePose = {
  readonly x: number;
  readonly opacity: number;
};

/** Props for a framer-motion page wrapper (`<motion.div {...pageTransition(reduced)}>`). */
export type PageTransition = {
  readonly initial: PagePose;
  readonly animate: PagePose;
  readonly exit: PagePose;
  /** framer-motion counts seconds, not milliseconds. */
  readonly transition: { readonly duration: number; readonly ease: "easeOut" };
};

/**
 * Spec 4.2: the new page enters from the right, the old one leaves to the left. With reduced
 * motion the pages only cross-fade: no movement, but still a visible sign that the page changed.
 */
export function pageTransition(reducedMotion: boolean): PageTransition {
  // Written out rather than negated, so the reduced exit is 0 and not -0.
  return {
    initial: { x: reducedMotion ? 0 : PAGE_SLIDE_PX, opacity: 0 },
    animate: { x: 0, opacity: 1 },
    exit: { x: reducedMotion ? 0 : -PAGE_SLIDE_PX, opacity: 0 },
    transition: { duration: PAGE_TRANSITION_MS / 1000, ease: "easeOut" },
  };
}
