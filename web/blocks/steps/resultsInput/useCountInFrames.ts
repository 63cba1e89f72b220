"use client";

import { useEffect, useState } from "react";

/**
 * How many of `total` items to render: `first` at once, then one more in each following frame,
 * each added after the previous frame was painted. For a list whose first render, laid out in one
 * go, would be one long task (issue 8: the results' listings on a mid-range phone). Nothing is
 * added while `paused` (the list is not shown yet).
 */
export function useCountInFrames(total: number, first: number, paused = false): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (paused || count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the timer it sets, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCount((shown) => Math.min(total, shown + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, paused]);
  return Math.min(count, total);
}
