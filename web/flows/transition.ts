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
 * The answered step leaves to the left (spec 4.2) while the next one takes its place at once: a
 * copy of the step, fixed where the step was on screen, slides out over the new step and is then
 * removed, so the visitor never waits for an animation before the next question (issue 8). The
 * copy is inert and hidden from assistive technology, and carries no ids (the new step's heading
 * has the same one) and no `data-step` (what finds the step finds the real one). The step itself
 * is hidden, which also takes it out of taps, focus and the accessibility tree: a second tap
 * would land on an answered question and be lost, and while the next step's chunk is still
 * loading it keeps its place without showing. (Not `inert` as well: that restyled the whole step
 * inside the tap's task, where `visibility` passes down without it.) It goes with the step it
 * belongs to, so nothing has to undo this.
 */
export function leaveStep(element: HTMLElement | null) {
  if (!element) return;
  // Its box is read before anything in it changes, from the layout last painted: read after
  // the change, it laid the page out again inside the tap's task first.
  const box = typeof element.animate === "function" ? element.getBoundingClientRect() : null;
  if (box) slideOutCopyOf(element, box);
  element.style.visibility = "hidden";
}

function slideOutCopyOf(element: HTMLElement, box: DOMRect) {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.removeAttribute("data-step");
  copy.removeAttribute("class");
  for (const withId of copy.querySelectorAll("[id]")) withId.removeAttribute("id");
  copy.inert = true;
  copy.setAttribute("aria-hidden", "true");
  Object.assign(copy.style, {
    position: "fixed",
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    margin: "0",
    pointerEvents: "none",
  });
  element.after(copy);
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  // Started in the next frame, where the browser styles the page anyway: `animate()` styles the
  // page on the spot, and in the tap's task that also restyled the answered step the next one then
  // replaced (traced at 4x CPU on the way to the results: 11-30 ms of the tap's longest task, issue 8).
  // Its first keyframe is how the copy looks until then.
  const start = () => {
    const animation = copy.animate(reduce ? FADE_OUT : SLIDE_OUT, {
      duration: PAGE_TRANSITION_MS,
      easing: "ease-in",
      fill: "forwards",
    });
    const remove = () => copy.remove();
    animation.finished.then(remove, remove);
  };
  requestAnimationFrame(start);
}
