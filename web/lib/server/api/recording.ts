import { eq, sql } from "drizzle-orm";
import { consentEvidence, recordingChunks } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { recordingSchema } from "./schemas";

const NO_CONSENT = "A visit's recording is kept only once the visitor has given consent.";
const LEAD_FULL = "This visit's recording has reached its size limit; nothing more is stored.";
const ADDRESS_FULL = "This connection has sent as much recording as it may this hour; nothing more is stored.";

/** Lock classes of pg_advisory_xact_lock(int, int): recording budgets per address (the SMS and lead locks are bigint keys). */
const ADDRESS_LOCK_CLASS = 57;

/**
 * POST /api/rrweb-recording: a batch of session-recording events appended to the token's
 * recording. Recordings are the heaviest writes the site takes and leads are free (issue 57 item
 * 8), so a batch is kept only for a lead that gave consent (what a recording is for: the
 * evidence of it), within the lead's budget (RECORDING_BUDGET_BYTES) and within its address's
 * budget for the hour, whatever the leads (RECORDING_BUDGET_PER_ADDRESS_BYTES).
 */
export const handleRecording = route(
  { name: "rrweb_recording", schema: recordingSchema, auth: "none", bodyLimit: "recording" },
  async (input, { db, config, ip }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    const [consented] = await db
      .select({ id: consentEvidence.id })
      .from(consentEvidence)
      .where(eq(consentEvidence.customerId, customer.id))
      .limit(1);
    if (!consented) throw new HttpError(409, NO_CONSENT, { token: NO_CONSENT });
    const bytes = Buffer.byteLength(JSON.stringify(input.events), "utf8");
    const refusal = await db.transaction(async (tx): Promise<HttpError | null> => {
      // One address's batches, then one lead's, are counted one at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${ip ?? "unknown"}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(${-customer.id})`);
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      const fromAddress = sql`${ip === null ? sql`${recordingChunks.ipAddress} is null` : sql`${recordingChunks.ipAddress} = ${ip}`} and ${recordingChunks.createdAt} > ${hourAgo}`;
      const ofLead = sql`${recordingChunks.customerId} = ${customer.id}`;
      const [used] = await tx
        .select({
          lead: sql<number>`coalesce(sum(${recordingChunks.bytes}) filter (where ${ofLead}), 0)::bigint`,
          address: sql<number>`coalesce(sum(${recordingChunks.bytes}) filter (where ${fromAddress}), 0)::bigint`,
          // Seconds until the address's oldest batch of the hour leaves it: the 429's Retry-After.
          addressWait: sql<number>`coalesce(ceil(3600 - extract(epoch from (now() - min(${recordingChunks.createdAt}) filter (where ${fromAddress})))), 3600)::int`,
        })
        .from(recordingChunks)
        .where(sql`(${ofLead}) or (${fromAddress})`);
      if (Number(used?.lead ?? 0) + bytes > config.recordingBudgetBytes) return new HttpError(413, LEAD_FULL);
      if (Number(used?.address ?? 0) + bytes > config.recordingBudgetPerAddressBytes) {
        return new HttpError(429, ADDRESS_FULL, undefined, Math.max(1, Number(used?.addressWait ?? 3600)));
      }
      await tx.insert(recordingChunks).values({
        customerId: customer.id,
        eventCount: input.events.length,
        bytes,
        ipAddress: ip,
        events: input.events,
      });
      return null;
    });
    if (refusal) throw refusal;
    return json({ stored: input.events.length });
  },
);
