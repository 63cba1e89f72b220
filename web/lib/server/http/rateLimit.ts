import { lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { rateLimitWindows } from "@/lib/server/db/schema";

/**
 * A fixed one-minute window per client IP and route. With the embedded database (one process)
 * the count lives in this process's memory; with Postgres, in the database (sharedRateLimitWait),
 * so several servers behind a balancer enforce one limit together.
 */
type Window = { startedAt: number; count: number };

const WINDOW_MS = 60_000;

/** Whole seconds until a window that started at `startedAt` ends: the answer's Retry-After. */
const secondsLeft = (startedAt: number, now: number) => Math.ceil((startedAt + WINDOW_MS - now) / 1000);

const windows = new Map<string, Window>();
let lastSweep = 0;

/**
 * Counts a request against its window: 0 when it is allowed, otherwise the seconds until the
 * window starts over (the answer's Retry-After).
 */
export function rateLimitWait(key: string, limitPerMinute: number, now = Date.now()): number {
  if (limitPerMinute === 0) return 0;
  if (now - lastSweep > WINDOW_MS) {
    for (const [windowKey, window] of windows) if (now - window.startedAt >= WINDOW_MS) windows.delete(windowKey);
    lastSweep = now;
  }
  const window = windows.get(key);
  if (!window || now - window.startedAt >= WINDOW_MS) {
    windows.set(key, { startedAt: now, count: 1 });
    return 0;
  }
  window.count += 1;
  return window.count <= limitPerMinute ? 0 : secondsLeft(window.startedAt, now);
}

/**
 * The same limit kept in Postgres, so every server on one database counts together: one upsert
 * per request on the (client and route, minute) row. Windows are whole minutes of the clock.
 * Rows two minutes old are deleted now and then by the request that happens to draw it.
 */
export async function sharedRateLimitWait(
  db: Database,
  key: string,
  limitPerMinute: number,
  now = Date.now(),
): Promise<number> {
  if (limitPerMinute === 0) return 0;
  const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { count: sql`${rateLimitWindows.count} + 1` },
    })
    .returning({ count: rateLimitWindows.count });
  if (Math.random() < 0.01) {
    await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(now - 2 * WINDOW_MS)));
  }
  return (row?.count ?? 0) <= limitPerMinute ? 0 : secondsLeft(windowStart.getTime(), now);
}
