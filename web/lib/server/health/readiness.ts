import { sql } from "drizzle-orm";
import { contentStore } from "@/lib/content";
import { serverEnv } from "@/lib/env/parse.mjs";
import { pingRedis } from "@/lib/server/cache/redisPing";
import { database } from "@/lib/server/db";
import { describeError } from "@/lib/server/db/errors";
import { log } from "@/lib/server/log";

/** How long each part may take to answer before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

export type PartState = "ok" | "unreachable" | "not configured";
export type Readiness = { ready: boolean; parts: { database: PartState; cache: PartState; content: PartState } };

function withinTimeout(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function check(part: string, work: () => Promise<unknown>): Promise<PartState> {
  try {
    await withinTimeout(work());
    return "ok";
  } catch (error) {
    log.warn({ part, error: describeError(error) }, "[health] a part the site needs is unreachable");
    return "unreachable";
  }
}

/**
 * Whether this server can serve visitors now: the database answers a statement, the shared page
 * cache (REDIS_URL) answers a PING, and the content (the Lake, or the dataset file) reads. The
 * balancer sends no visitor to a server that is not ready.
 */
export async function readiness(): Promise<Readiness> {
  const redisUrl = serverEnv().REDIS_URL;
  const [databaseState, cache, content] = await Promise.all([
    check("database", async () => {
      const { db } = await database();
      await db.execute(sql`select 1`);
    }),
    redisUrl ? check("cache", () => pingRedis(redisUrl, CHECK_TIMEOUT_MS)) : Promise.resolve("not configured" as const),
    check("content", () => contentStore().reachable()),
  ]);
  const parts = { database: databaseState, cache, content };
  return { ready: Object.values(parts).every((state) => state !== "unreachable"), parts };
}
