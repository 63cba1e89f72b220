import { and, eq, isNotNull, sql } from "drizzle-orm";
import { content } from "@/lib/content";
import { FLOW_QUERY } from "@/lib/content/queries";
import type { Database } from "@/lib/server/db";
import { customers, plateVisits } from "@/lib/server/db/schema";
import { fromDay, toDay } from "./filters";

export type FunnelQuery = {
  brand?: string | undefined;
  flow: string;
  from?: string | undefined;
  to?: string | undefined;
};

type FunnelStep = {
  path: string;
  /** Distinct leads that reached the step's page. */
  visitors: number;
  /** Share of the previous step's visitors who did not reach this one (null for the first step). */
  dropOff: number | null;
};

export type Funnel = { flow: string; steps: FunnelStep[]; completed: number; conversion: number | null };

/** A plate as reported (spec 4.2: the route without query), without its /es prefix. */
const plateWithoutLocale = sql<string>`regexp_replace(${plateVisits.plate}, '^/es(?=/|$)', '')`;

/**
 * Visitors per step of a flow in its content order, from plate visits in the date range (days in
 * Los Angeles time), of the leads of one brand or all; completed leads of that flow and brand whose
 * completion falls in the range; conversion = completed / visitors of the first step.
 */
export async function funnel(db: Database, query: FunnelQuery): Promise<Funnel> {
  const flow = await content().fetch(FLOW_QUERY, { prefix: query.flow, locale: "en" }, ["flow", "step"]);
  const paths = (flow?.steps ?? []).flatMap((step) => (step.path ? [step.path] : []));
  const brand = query.brand ? eq(customers.brand, query.brand) : undefined;
  const counted = await db
    .select({ plate: plateWithoutLocale, visitors: sql<number>`count(distinct ${plateVisits.customerId})::int` })
    .from(plateVisits)
    .innerJoin(customers, eq(customers.id, plateVisits.customerId))
    .where(
      and(
        eq(customers.flowType, query.flow),
        brand,
        query.from ? fromDay(plateVisits.createdAt, query.from) : undefined,
        query.to ? toDay(plateVisits.createdAt, query.to) : undefined,
      ),
    )
    .groupBy(plateWithoutLocale);
  const byPlate = new Map(counted.map((row) => [row.plate, row.visitors]));
  const steps = paths.map((path, index): FunnelStep => {
    const visitors = byPlate.get(`${query.flow}/${path}`) ?? 0;
    const previous = index === 0 ? null : (byPlate.get(`${query.flow}/${paths[index - 1]}`) ?? 0);
    return { path, visitors, dropOff: previous ? (previous - visitors) / previous : null };
  });
  const [done] = await db
    .select({ completed: sql<number>`count(*)::int` })
    .from(customers)
    .where(
      and(
        eq(customers.flowType, query.flow),
        brand,
        isNotNull(customers.completedAt),
        query.from ? fromDay(customers.completedAt, query.from) : undefined,
        query.to ? toDay(customers.completedAt, query.to) : undefined,
      ),
    );
  const completed = done?.completed ?? 0;
  const first = steps[0]?.visitors ?? 0;
  return { flow: query.flow, steps, completed, conversion: first > 0 ? completed / first : null };
}
