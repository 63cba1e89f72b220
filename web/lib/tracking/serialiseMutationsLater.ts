import type { eventWithTime, recordOptions, record as rrwebRecord } from "rrweb";

type Record = typeof rrwebRecord;

/** The custom event that releases rrweb's held mutations (a replayer shows nothing for it). */
export const MUTATIONS_RELEASED_TAG = "mutations-released";

export type HeldRecording = {
  /** Serialises the mutations held so far, now (before a flush that must include them). */
  release(): void;
  /** Releases what is held and stops rrweb. */
  stop(): void;
};

/**
 * Starts rrweb so that the nodes a commit added are serialised in a task after the commit's own.
 * rrweb's MutationObserver callback is a microtask of the task that changed the page, so with
 * React's commit, rrweb serialising every new node made one long task at 4x CPU (issue 8: 45-65
 * ms tasks, half of them rrweb's). An observer created before rrweb's is called before it: it
 * freezes rrweb's buffers (rrweb then only notes what changed) and posts a task that releases
 * them. rrweb emits again on any event that is not a mutation, so a custom event releases them.
 * Returns undefined when rrweb did not start.
 */
export function recordSerialisingLater<T = eventWithTime>(
  record: Record,
  options: recordOptions<T>,
): HeldRecording | undefined {
  let held = false;
  let started = false;
  const release = () => {
    if (!held) return;
    held = false;
    try {
      record.addCustomEvent(MUTATIONS_RELEASED_TAG, null);
    } catch {
      // rrweb has stopped: nothing is held any more.
    }
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = release;
  const observer = new MutationObserver(() => {
    if (!started) return;
    record.freezePage();
    if (held) return;
    held = true;
    channel.port2.postMessage(null);
  });
  // Only added and removed nodes: attribute and text changes are cheap to serialise at once.
  observer.observe(document, { childList: true, subtree: true });
  const stopRrweb = record(options);
  if (!stopRrweb) {
    observer.disconnect();
    channel.port1.close();
    return undefined;
  }
  started = true;
  return {
    release,
    stop: () => {
      release();
      observer.disconnect();
      channel.port1.close();
      stopRrweb();
    },
  };
}
