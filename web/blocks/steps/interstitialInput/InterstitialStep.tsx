"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { css } from "@/styled-system/css";
import { useStep } from "../engine";
import type { StepProps } from "../types";

/**
 * The longest a waiting screen shows (issue 58 item 13). The screens do no work of their own (the
 * lookups they name are made on the steps that ask; the estimate loads meanwhile, on the page that
 * shows it), so a visitor is never held up longer (docs/decisions/waiting-screens.md).
 */
export const MAX_WAIT_MS = 1200;

// The report's code (and the estimate's) only on the flow's last screen, /free-report's.
const FreeReport = lazy(() => import("./FreeReport").then((module) => ({ default: module.FreeReport })));

const trackClass = css({
  height: "2",
  borderRadius: "full",
  overflow: "hidden",
  bg: "brand.solid/15",
  _print: { display: "none" },
});
// Fills from the left over the duration (Chakra's slide keyframes, compiled at build time).
const barClass = css({
  height: "full",
  width: "full",
  borderRadius: "inherit",
  bg: "brand.solid",
  animationName: "slide-from-left-full",
  animationTimingFunction: "ease-out",
  animationFillMode: "both",
  _motionReduce: { animation: "none", opacity: 0.6 },
});
const statusClass = css({ mt: "5", textStyle: "lg", minHeight: "7", _print: { display: "none" } });

/**
 * A short "working on it" screen: its messages one after another, a bar that fills over the
 * duration, then the flow moves on by itself, once. On a flow's last step (no next step:
 * /free-report's generating-report) it ends in the visitor's report instead, loaded meanwhile.
 */
export function InterstitialStep({ input }: StepProps<"interstitialInput">) {
  const { words, nextUrl, onContinue } = useStep();
  const duration = Math.min(MAX_WAIT_MS, Math.max(0, input.durationMs ?? MAX_WAIT_MS));
  const messages = input.messages ?? [];
  const [shown, setShown] = useState(0);
  const isLast = nextUrl === null;
  const [finished, setFinished] = useState(false);
  // The report mounts (hidden) once the page runs, so its estimate loads during the animation.
  const [started, setStarted] = useState(false);

  // The latest callback, so a parent re-render neither restarts the timer nor calls a stale one.
  const continueRef = useRef(onContinue);
  useEffect(() => {
    continueRef.current = onContinue;
  }, [onContinue]);

  // Kept across StrictMode's unmount-and-remount of effects: the timer is cleared and set again,
  // and this flag stops any second call.
  const continued = useRef(false);
  useEffect(() => {
    setStarted(true);
    const timer = setTimeout(() => {
      if (isLast) {
        setFinished(true);
        return;
      }
      if (continued.current) return;
      continued.current = true;
      continueRef.current();
    }, duration);
    return () => clearTimeout(timer);
  }, [duration, isLast]);

  const count = messages.length;
  useEffect(() => {
    if (count < 2) return;
    const every = duration / count;
    const timers = Array.from({ length: count - 1 }, (_, index) =>
      setTimeout(() => setShown(index + 1), every * (index + 1)),
    );
    return () => timers.forEach(clearTimeout);
  }, [count, duration]);

  return (
    <div>
      {finished ? null : (
        <div className={trackClass} aria-hidden="true">
          <div className={barClass} style={{ animationDuration: `${duration}ms` }} />
        </div>
      )}
      <p role="status" aria-live="polite" className={statusClass}>
        {finished ? words.reportReady : (messages[shown] ?? "")}
      </p>
      {isLast && started ? (
        <Suspense fallback={null}>
          <FreeReport hidden={!finished} />
        </Suspense>
      ) : null}
    </div>
  );
}
