/**
 * A fixed one-minute window per client IP and route, in this process's memory. Enough for one
 * server; several servers behind a balancer each enforce their own share.
 */
type Window = { startedAt: number; count: number };

const windows = new Map<string, Window>();
let lastSweep = 0;

/**
 * Counts a request against its window: 0 when it is allowed, otherwise the seconds until the
 * window starts over (the answer's Retry-After).
 */
export function rateLimitWait(key: string, limitPerMinute: number, now = Date.now()): number {
  if (limitPerMinute === 0) return 0;
  if (now - lastSweep > 60_000) {
    for (const [windowKey, window] of windows) if (now - window.startedAt >= 60_000) windows.delete(windowKey);
    lastSweep = now;
  }
  const window = windows.get(key);
  if (!window || now - window.startedAt >= 60_000) {
    windows.set(key, { startedAt: now, count: 1 });
    return 0;
  }
  window.count += 1;
  return window.count <= limitPerMinute ? 0 : Math.ceil((window.startedAt + 60_000 - now) / 1000);
}
