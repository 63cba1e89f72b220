import { and, isNotNull, sql } from "drizzle-orm";
import { customers } from "@/lib/server/db/schema";
import { json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { pendingCount } from "@/lib/server/leads/outbox";
import { adminLeadsQuerySchema } from "./schemas";

/**
 * GET /api/admin/leads?campaign=…: how many complete leads there are (all, or those whose landing
 * utm_campaign matches) and how many still wait for the buyer webhook. Admin bearer token only.
 */
export const handleAdminLeads = route(
  { name: "admin_leads", schema: adminLeadsQuerySchema, auth: "admin", source: "query" },
  async (input, { db }) => {
    const [row] = await db
      .select({ complete: sql<number>`count(*)::int` })
      .from(customers)
      .where(
        and(
          isNotNull(customers.completedAt),
          input.campaign ? sql`${customers.landingParams}->>'utm_campaign' = ${input.campaign}` : undefined,
        ),
      );
    return json({ complete: row?.complete ?? 0, awaiting_delivery: await pendingCount(db) });
  },
);
