import { eq, sql } from "drizzle-orm";
import { recordingChunks } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { recordingSchema } from "./schemas";

/**
 * POST /api/rrweb-recording: a batch of session-recording events appended to the token's
 * recording, within the lead's budget (RECORDING_BUDGET_BYTES). Recordings are the heaviest
 * writes the site takes and leads are free: without a budget, a script uploading to many leads
 * slowed every visitor's saves on the same database.
 */
export const handleRecording = route(
  { name: "rrweb_recording", schema: recordingSchema, auth: "none", bodyLimit: "recording" },
  async (input, { db, config }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    const bytes = Buffer.byteLength(JSON.stringify(input.events), "utf8");
    const stored = await db.transaction(async (tx) => {
      // One lead's batches are counted one at a time (negative keys: the SMS lock is positive).
      await tx.execute(sql`select pg_advisory_xact_lock(${-customer.id})`);
      const [used] = await tx
        .select({ bytes: sql<number>`coalesce(sum(${recordingChunks.bytes}), 0)::bigint` })
        .from(recordingChunks)
        .where(eq(recordingChunks.customerId, customer.id));
      if (Number(used?.bytes ?? 0) + bytes > config.recordingBudgetBytes) return false;
      await tx
        .insert(recordingChunks)
        .values({ customerId: customer.id, eventCount: input.events.length, bytes, events: input.events });
      return true;
    });
    if (!stored) throw new HttpError(413, "This visit's recording has reached its size limit; nothing more is stored.");
    return json({ stored: input.events.length });
  },
);
