import { and, desc, eq, inArray } from "drizzle-orm";
import type { ProjectStage } from "@/lib/projectStages";
import type { Database } from "@/lib/server/db";
import { consentEvidence, customers, leadAssignments, referrals } from "@/lib/server/db/schema";
import { consentView } from "@/lib/server/leads/leadRecord";
import { answerColumn, leadListColumns } from "@/lib/server/leads/listColumns";
import { projectProgress } from "@/lib/server/leads/projectStage";
import { referralCommission } from "./commission";

/** The leads assigned to one partner, newest first, each with its latest consent evidence. */
export async function partnerLeads(db: Database, partnerId: string) {
  const rows = await db
    .select({
      id: customers.id,
      ...leadListColumns,
      zip: answerColumn("zip"),
      city: answerColumn("city"),
      state: answerColumn("state"),
    })
    .from(leadAssignments)
    .innerJoin(customers, eq(customers.id, leadAssignments.customerId))
    .where(eq(leadAssignments.partnerId, partnerId))
    .orderBy(desc(leadAssignments.id))
    .limit(500);
  const consents =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(consentEvidence)
          .where(
            inArray(
              consentEvidence.customerId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(consentEvidence.id));
  return Promise.all(
    rows.map(async (row) => {
      const consent = consents.find((item) => item.customerId === row.id);
      return {
        lead_id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(" "),
        email: row.email,
        phone: row.phone,
        location: [row.city, [row.state, row.zip].filter(Boolean).join(" ")].filter(Boolean).join(", "),
        brand: row.brand,
        flow: row.flow,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
        stage: (await projectProgress(db, row.id)).stage,
        consent: consent ? consentView(consent) : null,
      };
    }),
  );
}

/** A partner's referrals, newest first: who, when, the project's stage and the commission on it. */
export async function partnerReferrals(db: Database, partnerId: string) {
  const rows = await db
    .select({
      id: referrals.id,
      customerId: referrals.customerId,
      payload: referrals.payload,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .where(and(eq(referrals.advocateId, partnerId)))
    .orderBy(desc(referrals.id))
    .limit(500);
  const items = await Promise.all(
    rows.map(async (row) => {
      const stage: ProjectStage | null = row.customerId ? (await projectProgress(db, row.customerId)).stage : null;
      const payload = row.payload as Record<string, unknown>;
      return {
        referral_id: row.id,
        name: [payload.first_name, payload.last_name].filter((part) => typeof part === "string" && part).join(" "),
        created_at: row.createdAt.toISOString(),
        stage,
        commission: stage ? referralCommission(stage) : null,
      };
    }),
  );
  const sum = (status: "expected" | "earned") =>
    items.reduce((total, item) => total + (item.commission?.status === status ? item.commission.amount : 0), 0);
  return { referrals: items, earned: sum("earned"), expected: sum("expected") };
}
