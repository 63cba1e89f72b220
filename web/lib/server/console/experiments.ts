import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { customers, experimentEvents } from "@/lib/server/db/schema";

export type VariantReport = { experiment: string; variant: string; shown: number; completed: number };

/**
 * Per experiment and variant: the leads it was shown to (spec 4.2's 'triggered' reports) and how
 * many of those leads completed.
 */
export async function experimentReport(db: Database): Promise<VariantReport[]> {
  const rows = await db
    .select({
      experiment: experimentEvents.experimentName,
      variant: experimentEvents.experimentValue,
      shown: sql<number>`count(distinct ${experimentEvents.customerId})::int`,
      completed: sql<number>`count(distinct ${customers.customerId}) filter (where ${isNotNull(customers.completedAt)})::int`,
    })
    .from(experimentEvents)
    .leftJoin(customers, eq(customers.customerId, experimentEvents.customerId))
    .where(and(eq(experimentEvents.status, "triggered")))
    .groupBy(experimentEvents.experimentName, experimentEvents.experimentValue)
    .orderBy(experimentEvents.experimentName, experimentEvents.experimentValue);
  return rows;
}
