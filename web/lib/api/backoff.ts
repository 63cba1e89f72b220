/**
 * The wait before retry number `failures + 1` of a request that should eventually succeed:
 * 1 s doubling, at most 30 s (spec 7's retry delay), so a page left open on a dead connection
 * costs at most two requests a minute.
 */
export const retryDelay = (failures: number): number => Math.min(1000 * 2 ** failures, 30_000);

/** Resolves after `ms`, or at once when `signal` aborts (the caller then checks `signal.aborted`). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
