"use client";

import { useEffect, useState } from "react";
import { afterNextPaint } from "@/lib/tracking/afterInteractive";

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
    return afterNextPaint(() => setCount((shown) => Math.min(total, shown + 1)));
  }, [count, total, paused]);
  return Math.min(count, total);
}
