import { useCallback, useEffect, useMemo, useRef } from "react";
import { afterNextPaint } from "@/lib/tracking/afterInteractive";

/** Which way the URL moves to a step: a new history entry, or in place of this one. */
export type Move = "push" | "replace";

/** Moves the URL with the History API; Next's router follows it (usePathname, back and forward). */
export function moveUrl(url: string, move: Move) {
  if (move === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

/** `from`: the URL when the move was asked for; a visitor who went back or forward since keeps theirs. */
type Pending = { step: string; url: string; move: Move; from: string };

/**
 * The URL of a step that is shown before its URL moves: moved in a task posted from the frame
 * that paints the step, once `shown` is that step. Whatever moves the URL next calls `flush`
 * first, so the history stays in the order the visitor went; a visitor who moved through the
 * history in between (Back) keeps the URL they went to.
 */
export function useUrlAfterFrame(shown: string) {
  const pending = useRef<Pending | null>(null);
  const flush = useCallback(() => {
    const move = pending.current;
    pending.current = null;
    if (move && move.from === window.location.href) moveUrl(move.url, move.move);
  }, []);
  useEffect(() => {
    if (pending.current?.step !== shown) return;
    return afterNextPaint(flush);
  }, [shown, flush]);
  return useMemo(
    () => ({
      /** Moves the URL to `url` once `step` is shown and painted. */
      later: (step: string, url: string, move: Move) => {
        pending.current = { step, url, move, from: window.location.href };
      },
      flush,
    }),
    [flush],
  );
}
