"use client";

import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import "rrweb/dist/style.css";
import { consoleGet } from "./consoleApi";

type Player = { play: (offset?: number) => void; pause: () => void; destroy: () => void; getCurrentTime: () => number };

/**
 * Replays a lead's recording with rrweb's own replayer. What the visitor typed was masked when it
 * was recorded (lib/tracking/recorder.ts), so the replay cannot show it.
 */
export function RecordingPlayer({ token }: { token: string }) {
  const root = useRef<HTMLDivElement>(null);
  const player = useRef<Player | null>(null);
  const [state, setState] = useState<"loading" | "playing" | "paused" | "unplayable">("loading");
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const [{ Replayer }, { events }] = await Promise.all([
        import("rrweb"),
        consoleGet<{ events: unknown[] }>(`/api/console/recording?token=${encodeURIComponent(token)}`),
      ]);
      if (cancelled || !root.current) return;
      // A replay needs the page's full snapshot: without one there is nothing to draw.
      if (events.length < 2 || !events.some((event) => (event as { type?: number }).type === 2)) {
        setState("unplayable");
        return;
      }
      const replayer = new Replayer(events as ConstructorParameters<typeof Replayer>[0], {
        root: root.current,
        mouseTail: false,
        skipInactive: true,
      });
      player.current = replayer;
      replayer.play();
      setState("playing");
    })().catch(() => setState("unplayable"));
    return () => {
      cancelled = true;
      player.current?.destroy();
    };
  }, [token]);
  return (
    <Box>
      <HStack mb="3" gap="3">
        <Button
          size="sm"
          disabled={state !== "playing" && state !== "paused"}
          onClick={() => {
            if (state === "playing") player.current?.pause();
            else player.current?.play(player.current.getCurrentTime());
            setState(state === "playing" ? "paused" : "playing");
          }}
        >
          {state === "playing" ? "Pause" : "Play"}
        </Button>
        <Text fontSize="sm" aria-live="polite" data-replay-state={state}>
          {state === "loading"
            ? "Loading the recording…"
            : state === "unplayable"
              ? "This recording cannot be replayed (no page snapshot was received)."
              : state === "playing"
                ? "Replaying"
                : "Paused"}
        </Text>
      </HStack>
      <Box ref={root} overflow="auto" borderWidth="1px" borderRadius="md" maxH="720px" data-replay-root="" />
    </Box>
  );
}
