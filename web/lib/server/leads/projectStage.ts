import { asc, eq } from "drizzle-orm";
import { FIRST_STAGE, type ProjectStage } from "@/lib/projectStages";
import type { Database } from "@/lib/server/db";
import { projectStages } from "@/lib/server/db/schema";

type StageChange = { stage: ProjectStage; at: string };
export type ProjectProgress = { stage: ProjectStage; history: StageChange[] };

/** A lead's current stage (its latest move, or the first stage) and every move, oldest first. */
export async function projectProgress(db: Database, customerId: number): Promise<ProjectProgress> {
  const rows = await db
    .select({ stage: projectStages.stage, at: projectStages.createdAt })
    .from(projectStages)
    .where(eq(projectStages.customerId, customerId))
    .orderBy(asc(projectStages.id));
  const history = rows.map((row) => ({ stage: row.stage as ProjectStage, at: row.at.toISOString() }));
  return { stage: history.at(-1)?.stage ?? FIRST_STAGE, history };
}

/** Records a move; who made it is kept (an account id, or "admin-token" for a machine caller). */
export async function moveProjectStage(db: Database, customerId: number, stage: ProjectStage, changedBy: string) {
  await db.insert(projectStages).values({ customerId, stage, changedBy });
}
