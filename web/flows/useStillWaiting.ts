"use client";

import { useEffect } from "react";
import { hasPendingSaves, subscribeSaves } from "@/lib/session/saveAnswers";
import { leadSessionStore } from "@/lib/session/store";

/** How long the visitor may wait on the last screen for their answers to reach us. */
const STILL_WAITING_AFTER_MS = 8000;

/**
 * Spec 2.7 leaves open what sets the waiting flag. We set it on the final step when answers
 * are still queued (the network keeps failing) after 8 s: the visitor then sees the program's
 * phone number instead of an estimate that cannot arrive. It clears once the saves go through.
 */
export function useStillWaiting(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const waiting = hasPendingSaves();
      if (!waiting) {
        clearTimeout(timer);
        timer = undefined;
        leadSessionStore.getState().setWaiting(false);
      } else if (!timer) {
        timer = setTimeout(() => leadSessionStore.getState().setWaiting(true), STILL_WAITING_AFTER_MS);
      }
    };
    check();
    const unsubscribe = subscribeSaves(check);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [active]);
}
