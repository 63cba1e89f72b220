import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { consentEvidence, customers, plateVisits, recordingChunks, referrals } from "@/lib/server/db/schema";
import { csvHeader, csvRow } from "@/lib/server/leads/csv";
import { findCustomer } from "@/lib/server/leads/customers";
import { leadRecords } from "@/lib/server/leads/export";
import { consentView, recordForBuyer } from "@/lib/server/leads/leadRecord";
import { leadListColumns } from "@/lib/server/leads/listColumns";
import { projectProgress } from "@/lib/server/leads/projectStage";
import { withoutSensitive } from "@/lib/server/leads/sensitiveAnswers";
import { type LeadFilters, leadWhere } from "./filters";

const PAGE_SIZE = 25;

const currentStage = sql<
  string | null
>`(select ps.stage from project_stages ps where ps.customer_ref = ${customers.id} order by ps.id desc limit 1)`;

/** One page of leads, newest first, with the count of all that match. */
export async function searchLeads(db: Database, filters: LeadFilters, page = 0) {
  const where = leadWhere(filters);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where);
  const rows = await db
    .select({
      token: customers.token,
      ...leadListColumns,
      stage: currentStage,
    })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.id))
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return {
    total: count?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
    leads: rows.map((row) => ({
      token: row.token,
      brand: row.brand,
      flow: row.flow,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      name: [row.firstName, row.lastName].filter(Boolean).join(" "),
      email: row.email,
      phone: row.phone,
      stage: row.stage,
    })),
  };
}

/**
 * Everything the legal team needs to answer a complaint about one lead: its answers (never a
 * sensitive one), where it came from, every consent given with its evidence, the pages it saw,
 * its project stage, and whether a recording exists.
 */
export async function leadDetail(db: Database, token: string) {
  const customer = await findCustomer(db, token);
  if (!customer) return null;
  const [consents, plates, recording, progress, referral] = await Promise.all([
    db
      .select()
      .from(consentEvidence)
      .where(eq(consentEvidence.customerId, customer.id))
      .orderBy(asc(consentEvidence.id)),
    db
      .select({ plate: plateVisits.plate, at: plateVisits.createdAt })
      .from(plateVisits)
      .where(eq(plateVisits.customerId, customer.id))
      .orderBy(asc(plateVisits.id)),
    db
      .select({ events: sql<number>`coalesce(sum(${recordingChunks.eventCount}), 0)::int` })
      .from(recordingChunks)
      .where(eq(recordingChunks.customerId, customer.id)),
    projectProgress(db, customer.id),
    db.select().from(referrals).where(eq(referrals.customerId, customer.id)).limit(1),
  ]);
  return {
    token: customer.token,
    lead_id: customer.customerId,
    brand: customer.brand,
    flow: customer.flowType,
    created_at: customer.createdAt.toISOString(),
    completed_at: customer.completedAt?.toISOString() ?? null,
    landing_url: customer.landingUrl,
    landing_params: customer.landingParams,
    experiments: customer.experiments,
    answers: withoutSensitive(customer.answers),
    consents: consents.map(consentView),
    plates: plates.map((visit) => ({ plate: visit.plate, at: visit.at.toISOString() })),
    recording_events: recording[0]?.events ?? 0,
    // A lead made from a referral: spec 7's referral fields, as received.
    referral: referral[0]
      ? {
          source_id: referral[0].sourceId,
          external_source: referral[0].externalSource,
          advocate_id: referral[0].advocateId,
          advocate_email: referral[0].advocateEmail,
          product: referral[0].payload.product ?? null,
          client_app: referral[0].payload.client_app ?? null,
          created_at: referral[0].createdAt.toISOString(),
        }
      : null,
    ...progress,
  };
}

/** The leads that match, oldest first, as the buyer export's CSV (sensitive answers left out). */
export async function* leadsCsv(db: Database, filters: LeadFilters): AsyncGenerator<string> {
  yield `${csvHeader()}\n`;
  for await (const record of leadRecords(db, leadWhere(filters))) yield `${csvRow(recordForBuyer(record, false))}\n`;
}

/** A lead's recorded events in the order they were sent (rrweb's replayer sorts by timestamp). */
export async function recordingEvents(db: Database, token: string): Promise<unknown[] | null> {
  const customer = await findCustomer(db, token);
  if (!customer) return null;
  const chunks = await db
    .select({ events: recordingChunks.events })
    .from(recordingChunks)
    .where(eq(recordingChunks.customerId, customer.id))
    .orderBy(asc(recordingChunks.id));
  return chunks.flatMap((chunk) => chunk.events);
}
