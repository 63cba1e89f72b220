"use client";

import { Box, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { StepHeading } from "../steps/StepHeading";
import type { StepProps } from "../steps/types";
import styles from "./InterstitialStep.module.css";

const DEFAULT_DURATION_MS = 2500;

/**
 * A short "working on it" screen: its messages one after another, a bar that fills over the
 * duration, then the flow moves on by itself, once.
 */
export function InterstitialStep({ input, heading, subheading, onContinue }: StepProps<"interstitialInput">) {
  const duration = Math.max(0, input.durationMs ?? DEFAULT_DURATION_MS);
  const messages = input.messages ?? [];
  const [shown, setShown] = useState(0);

  // The latest callback, so a parent re-render neither restarts the timer nor calls a stale one.
  const continueRef = useRef(onContinue);
  useEffect(() => {
    continueRef.current = onContinue;
  }, [onContinue]);

  // Kept across StrictMode's unmount-and-remount of effects: the timer is cleared and set again,
  // and this flag stops any second call.
  const continued = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (continued.current) return;
      continued.current = true;
      continueRef.current();
    }, duration);
    return () => clearTimeout(timer);
  }, [duration]);

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
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ animationDuration: `${duration}ms` }} />
      </div>
      <Text role="status" aria-live="polite" mt="5" fontSize="lg" minHeight="7">
        {messages[shown] ?? ""}
      </Text>
    </Box>
  );
}
