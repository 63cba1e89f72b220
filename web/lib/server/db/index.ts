import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { log } from "@/lib/server/log";
import { describeError } from "./errors";
import { acquireLock } from "./lock";
import * as schema from "./schema";

export { schema };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Handle = { db: Database; kind: "postgres" | "pglite"; close: () => Promise<void> };

/** The migrations folder, found from this file in source or from the working directory after bundling. */
function migrationsFolder(env: Env): string {
  const candidates = [
    env.DB_MIGRATIONS_DIR,
    join(process.cwd(), "lib", "server", "db", "migrations"),
    join(process.cwd(), "web", "lib", "server", "db", "migrations"),
  ];
  try {
    candidates.push(join(dirname(fileURLToPath(import.meta.url)), "migrations"));
  } catch {
    // bundled: import.meta.url is not a file URL
  }
  const found = candidates.find(
    (dir) => dir && existsSync(join(/*turbopackIgnore: true*/ dir, "meta", "_journal.json")),
  );
  if (!found) throw new Error("Database migrations not found (set DB_MIGRATIONS_DIR)");
  return found;
}

type Env = Pick<
  SiteEnv,
  | "DATABASE_URL"
  | "DATABASE_POOL_SIZE"
  | "DATABASE_STATEMENT_TIMEOUT_MS"
  | "DATABASE_CONNECT_TIMEOUT_MS"
  | "PGLITE_DATA_DIR"
  | "DB_MIGRATIONS_DIR"
>;

/** Any constant, distinct from the SMS and recording locks: held while migrations run. */
const MIGRATION_LOCK_KEY = 0x4d_16_12;

export const pgliteDataDir = (env: Pick<SiteEnv, "PGLITE_DATA_DIR"> = serverEnv()) =>
  resolve(/*turbopackIgnore: true*/ env.PGLITE_DATA_DIR || join(process.cwd(), ".data", "pglite"));

/** Whether the database is a Postgres server (DATABASE_URL), known without opening it. */
export const usesPostgres = (env: Pick<SiteEnv, "DATABASE_URL"> = serverEnv()) => Boolean(env.DATABASE_URL);

/**
 * Opens and migrates the database: a Postgres server when DATABASE_URL is set, otherwise
 * PGlite in .data/ (locked to this process).
 */
export async function openDatabase(env: Env = serverEnv()): Promise<Handle> {
  const url = env.DATABASE_URL;
  if (url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({
      connectionString: url,
      max: env.DATABASE_POOL_SIZE,
      // A request never waits on the database for ever: a stuck statement or an unreachable server
      // turns into an error the route answers with 503 (lib/server/db/errors.ts).
      statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover) emits "error" on the pool; without
    // a listener Node ends the whole process. The pool replaces the connection on next use.
    pool.on("error", (error) => log.error({ error: describeError(error) }, "[db] an idle connection failed"));
    const db = drizzle({ client: pool, schema });
    // Servers starting together on a new database would each run the migrations at once and
    // collide on the catalog; a session advisory lock lets one migrate while the others wait.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder: migrationsFolder(env) });
    } finally {
      await lockHolder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockHolder.release();
    }
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const dataDir = pgliteDataDir(env);
  const release = acquireLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create({ dataDir });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsFolder(env) });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const globalForDb = globalThis as { homefrontDb?: Promise<Handle> };

/** The process-wide database, opened and migrated on first use. */
export function database(): Promise<Handle> {
  if (!globalForDb.homefrontDb) {
    globalForDb.homefrontDb = openDatabase();
    globalForDb.homefrontDb.catch(() => {
      globalForDb.homefrontDb = undefined;
    });
  }
  return globalForDb.homefrontDb;
}
