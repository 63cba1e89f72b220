"use client";

import { useEffect } from "react";
import { afterFirstInput, afterInteractive } from "@/lib/tracking/afterInteractive";
import { isAutomatedBrowser } from "@/lib/tracking/environment";
import { loadThirdPartyScripts } from "@/lib/tracking/scripts";

/**
 * Spec 1's third-party scripts, started once the page is interactive (idle or first input), and
 * spec 4.2's session recorder, started after the visitor's first input (rrweb is its own chunk,
 * downloaded only then); both skipped under the automated test runner. Renders nothing. The
 * loaders insert each script once per page load whatever re-renders or remounts happen; the
 * recorder stops (sending what it holds) when the component unmounts.
 */
export function ThirdPartyScripts({ gtmTagId }: { gtmTagId: string | null }) {
  useEffect(() => {
    if (isAutomatedBrowser()) return;
    let active = true;
    let stopRecording: (() => void) | undefined;
    const cancelScripts = afterInteractive(() => loadThirdPartyScripts(gtmTagId));
    const cancelRecorder = afterFirstInput(() => {
      void import("@/lib/tracking/recorder").then(({ startRecording }) => {
        if (active) stopRecording = startRecording();
      });
    });
    return () => {
      active = false;
      cancelScripts();
      cancelRecorder();
      stopRecording?.();
    };
  }, [gtmTagId]);

  return null;
}
