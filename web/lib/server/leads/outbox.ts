import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { serverEnv } from "@/lib/env/parse.mjs";
import type { Database } from "@/lib/server/db";
import { describeError } from "@/lib/server/db/errors";
import { outbox } from "@/lib/server/db/schema";
import { log } from "@/lib/server/log";
import { type LeadRecord, recordForBuyer } from "./leadRecord";
import { SIGNATURE_HEADER, signatureFor } from "./webhookSignature";

/**
 * Delivers complete leads to the buyer webhook. A row is claimed by pushing its next attempt a
 * lease ahead (one short statement, SKIP LOCKED), then sent outside any transaction, so a slow
 * buyer never holds a database lock. A failed delivery is retried with exponential back-off
 * (2 s doubling, capped at 5 minutes); a worker that dies mid-send leaves the lease to expire and
 * the lead is sent again later. The buyer gets an Idempotency-Key per lead.
 */
export const backoffMs = (attempts: number, base = serverEnv().OUTBOX_RETRY_BASE_MS) =>
  Math.min(base * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
const LEASE_MS = 60_000;

async function claim(db: Database, now: Date) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.deliveredAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
  return row ?? null;
}

export async function deliverDue(
  db: Database,
  webhookUrl: string,
  now = new Date(),
  batch = 20,
  secret = serverEnv().BUYER_WEBHOOK_SECRET ?? null,
): Promise<number> {
  let delivered = 0;
  for (let index = 0; index < batch; index += 1) {
    const row = await claim(db, now);
    if (!row) break;
    let error: string | null = null;
    try {
      const body = JSON.stringify(recordForBuyer(row.payload as LeadRecord));
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "idempotency-key": `lead-${row.customerId}-${row.kind}`,
      };
      if (secret) headers[SIGNATURE_HEADER] = signatureFor(body, secret);
      const response = await fetch(webhookUrl, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (cause) {
      error = (cause as Error).message;
    }
    const attempts = row.attempts + 1;
    if (error === null) {
      await db.update(outbox).set({ deliveredAt: new Date(), attempts, lastError: null }).where(eq(outbox.id, row.id));
      delivered += 1;
      continue;
    }
    await db
      .update(outbox)
      .set({ attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) })
      .where(eq(outbox.id, row.id));
    break; // the buyer is failing: wait for the back-off instead of hammering it
  }
  return delivered;
}

export async function pendingCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(isNull(outbox.deliveredAt));
  return row?.count ?? 0;
}

const globalForWorker = globalThis as { homefrontOutboxWorker?: NodeJS.Timeout };

/** Polls the outbox in this process while BUYER_WEBHOOK_URL is set. */
export function startOutboxWorker(openDb: () => Promise<{ db: Database }>, webhookUrl: string, intervalMs = 1000) {
  if (globalForWorker.homefrontOutboxWorker) return;
  let running = false;
  globalForWorker.homefrontOutboxWorker = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { db } = await openDb();
      await deliverDue(db, webhookUrl);
    } catch (error) {
      // The outbox's rows are whole leads: a failed statement's parameters must not reach the log.
      log.error({ error: describeError(error) }, "[outbox] delivery round failed");
    } finally {
      running = false;
    }
  }, intervalMs);
  globalForWorker.homefrontOutboxWorker.unref();
}
