import { type ReactNode, type RefObject, useLayoutEffect, useState } from "react";
import { stepEnterClass } from "../transition";

/**
 * A step as shown. One the visitor moved to enters from the right (spec 4.2), starts at the top
 * of the page and has its question focused, so a screen reader reads the new question and the
 * next Tab lands on its answers (the answer that was tapped is gone). The first step of a visit is
 * the server's HTML, shown as it arrives. Keyed by the step's path: each step mounts anew.
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
    if (!entering) return;
    window.scrollTo(0, 0);
    // Focused once the new question is painted: focus lays the page out on the spot, and before
    // the paint that was 21 ms of a 47 ms tap (unthrottled trace); after it the layout is done.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => ref.current?.querySelector<HTMLElement>("h1[tabindex]")?.focus({ preventScroll: true }));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [entering, ref]);
  return (
    <div ref={ref} className={entering ? stepEnterClass : undefined} data-step={path}>
      {children}
    </div>
  );
}
