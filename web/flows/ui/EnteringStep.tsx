import { type ReactNode, type RefObject, useLayoutEffect, useState } from "react";
import { PAGE_TRANSITION_MS, stepEnterClass } from "../transition";

/** A tap on a step still entering: neither its handlers nor the browser's default (a submit) see it. */
function swallowTap(event: Event) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Whether keyboard focus went past the step before it was there: a Tab the browser handled before
 * the answer's handler (a busy page runs that in a later task) or while the step's code loaded
 * left the answered step for the first stop after it, the footer (seen in a CI run under load).
 */
function tabbedPast(step: HTMLElement, active: Element): boolean {
  return !step.contains(active) && Boolean(step.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** Where a Tab into the step stops first (its back link, else its first answer). */
function firstTabStop(step: HTMLElement): HTMLElement | null {
  const candidates = step.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]',
  );
  return [...candidates].find((candidate) => candidate.tabIndex >= 0 && !candidate.matches(":disabled")) ?? null;
}

/**
 * A step as shown. One the visitor moved to enters from the right (spec 4.2), starts at the top
 * of the page, and once entered takes taps and has its question focused, so a screen reader reads
 * the new question and the next Tab lands on its answers (the answer that was tapped is gone),
 * unless the visitor has tabbed on already: then into the step, where that Tab would have stopped.
 * The first step of a visit is the server's HTML, shown as it arrives. Keyed by the step's path:
 * each step mounts anew.
 */
export function EnteringStep({
  path,
  animate,
  ref,
  children,
}: {
  path: string;
  /** Whether the step is reached by a move in this page (read once, when it mounts). */
  animate: boolean;
  ref: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const [entering] = useState(animate);
  // Next's own scroll handling measured the new step's position inside React's commit, a forced
  // layout of the whole page in the same long task (issue 8); scrolling to (0, 0) needs no
  // layout, so the browser lays the page out once, in its own frame.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!entering || !element) return;
    window.scrollTo(0, 0);
    // The step takes taps once it has entered: the second tap of a double tap lands where the
    // answered step was, and would answer this question unread. Its question is focused then,
    // too (before the paint, focus laid the page out on the spot: 21 ms of a 47 ms tap). The
    // taps are swallowed on their way down rather than by `inert`: turning `inert` off restyled
    // the whole step, results and all, in the timer's task (3-100 ms at 4x CPU, issue 8).
    element.addEventListener("click", swallowTap, true);
    const timer = setTimeout(() => {
      element.removeEventListener("click", swallowTap, true);
      // A keyboard user who tabbed on while the step entered keeps their place: their focus is
      // visible focus. A tap's focus is not (the second tap of a double tap focuses an answer on
      // its way down), and the question takes it from there as from the page.
      const active = document.activeElement;
      const tabbed = active && active !== document.body && active.matches(":focus-visible");
      if (tabbed && !tabbedPast(element, active)) return;
      const target = tabbed ? firstTabStop(element) : null;
      (target ?? element.querySelector<HTMLElement>("h1[tabindex]"))?.focus({ preventScroll: true });
    }, PAGE_TRANSITION_MS);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("click", swallowTap, true);
    };
  }, [entering, ref]);
  return (
    <div ref={ref} className={entering ? stepEnterClass : undefined} data-step={path}>
      {children}
    </div>
  );
}
