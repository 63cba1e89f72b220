"use client";

import { useEffect } from "react";
import { isAutomatedBrowser } from "@/lib/tracking/environment";
import { startRecording } from "@/lib/tracking/recorder";
import { loadThirdPartyScripts } from "@/lib/tracking/scripts";

/**
 * Spec 1's third-party scripts and spec 4.2's session recorder, started after hydration and
 * skipped under the automated test runner. Renders nothing. The loaders insert each script once
 * per page load whatever re-renders or remounts happen; the recorder stops (sending what it
 * holds) when the component unmounts.
 */
export function ThirdPartyScripts({ gtmTagId }: { gtmTagId: string | null }) {
  useEffect(() => {
    if (isAutomatedBrowser()) return;
    loadThirdPartyScripts(gtmTagId);
  }, [gtmTagId]);

  // Its own effect: a changed container id must not restart the recording.
  useEffect(() => {
    if (isAutomatedBrowser()) return;
    return startRecording();
  }, []);

  return null;
}
