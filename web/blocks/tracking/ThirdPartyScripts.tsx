"use client";

import { useEffect } from "react";
import { afterInteractive } from "@/lib/tracking/afterInteractive";
import { isAutomatedBrowser } from "@/lib/tracking/environment";
import { loadThirdPartyScripts } from "@/lib/tracking/scripts";

/**
 * Spec 1's third-party scripts and spec 4.2's session recorder, started once the page is
 * interactive (idle or first input) and skipped under the automated test runner. The recorder
 * (rrweb) is its own chunk, downloaded only then. Renders nothing. The loaders insert each script
 * once per page load whatever re-renders or remounts happen; the recorder stops (sending what it
 * holds) when the component unmounts.
 */
export function ThirdPartyScripts({ gtmTagId }: { gtmTagId: string | null }) {
  useEffect(() => {
    if (isAutomatedBrowser()) return;
    let active = true;
    let stopRecording: (() => void) | undefined;
    const cancel = afterInteractive(() => {
      loadThirdPartyScripts(gtmTagId);
      void import("@/lib/tracking/recorder").then(({ startRecording }) => {
        if (active) stopRecording = startRecording();
      });
    });
    return () => {
      active = false;
      cancel();
      stopRecording?.();
    };
  }, [gtmTagId]);

  return null;
}
