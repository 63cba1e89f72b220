import { asc, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { consentEvidence, customers } from "@/lib/server/db/schema";
import { csvHeader, csvRow } from "./csv";
import { type LeadRecord, leadRecord, recordForBuyer } from "./leadRecord";

const PAGE = 500;

/** The leads `where` selects, oldest first, each with its consent evidence; read a page at a time. */
export async function* leadRecords(db: Database, where: SQL | undefined): AsyncGenerator<LeadRecord> {
  for (let offset = 0; ; offset += PAGE) {
    const page = await db.select().from(customers).where(where).orderBy(asc(customers.id)).limit(PAGE).offset(offset);
    if (page.length === 0) return;
    const consents = await db
      .select()
      .from(consentEvidence)
      .where(
        inArray(
          consentEvidence.customerId,
          page.map((row) => row.id),
        ),
      );
    for (const row of page)
      yield leadRecord(
        row,
        consents.filter((consent) => consent.customerId === row.id),
      );
  }
}

/** Every complete lead with its consent evidence, as CSV lines, oldest first. */
export async function* exportCompleteLeads(db: Database): AsyncGenerator<string> {
  yield csvHeader();
  for await (const record of leadRecords(db, isNotNull(customers.completedAt))) yield csvRow(recordForBuyer(record));
}
