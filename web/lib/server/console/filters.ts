import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { customers } from "@/lib/server/db/schema";

/** The staff console's lead filters; dates are days in Los Angeles time (the site's clock, spec 2.7). */
export type LeadFilters = {
  q?: string | undefined;
  brand?: string | undefined;
  flow?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: "all" | "complete" | "incomplete" | undefined;
};

const ZONE = "America/Los_Angeles";

/** `column` on or after the start of `day` (YYYY-MM-DD) in Los Angeles. */
export const fromDay = (column: PgColumn, day: string) =>
  sql`${column} >= (${day}::date::timestamp at time zone ${ZONE})`;

/** `column` before the end of `day` in Los Angeles. */
export const toDay = (column: PgColumn, day: string) =>
  sql`${column} < ((${day}::date + 1)::timestamp at time zone ${ZONE})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Name, e-mail, phone or token containing `q`, any case. */
function matches(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const answer = (key: string) => sql`coalesce(${customers.answers}->>${key}, '')`;
  return sql`(${answer("first_name")} || ' ' || ${answer("last_name")} || ' ' || ${answer("email")} || ' ' || ${answer("phone")} || ' ' || ${customers.token}) ilike ${pattern}`;
}

export function leadWhere(filters: LeadFilters): SQL | undefined {
  return and(
    filters.q ? matches(filters.q) : undefined,
    filters.brand ? eq(customers.brand, filters.brand) : undefined,
    filters.flow ? eq(customers.flowType, filters.flow) : undefined,
    filters.from ? fromDay(customers.createdAt, filters.from) : undefined,
    filters.to ? toDay(customers.createdAt, filters.to) : undefined,
    filters.status === "complete" ? isNotNull(customers.completedAt) : undefined,
    filters.status === "incomplete" ? isNull(customers.completedAt) : undefined,
  );
}
