import { asc, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { consentEvidence, customers } from "@/lib/server/db/schema";
import { csvHeader, csvRow } from "./csv";
import { leadRecord, recordForBuyer } from "./leadRecord";

/** Every complete lead with its consent evidence, as CSV lines, oldest first, in pages of 500. */
export async function* exportCompleteLeads(db: Database): AsyncGenerator<string> {
  yield csvHeader();
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(customers)
      .where(isNotNull(customers.completedAt))
      .orderBy(asc(customers.id))
      .limit(500)
      .offset(after);
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
      yield csvRow(
        recordForBuyer(
          leadRecord(
            row,
            consents.filter((consent) => consent.customerId === row.id),
          ),
        ),
      );
    after += page.length;
  }
}
