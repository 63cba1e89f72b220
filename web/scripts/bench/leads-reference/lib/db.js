// The lead bench's reference (scripts/bench-leads.ts): the SQL the site runs for each request,
// taken from Postgres's statement log of one bench visitor, in one transaction, with nothing else
// (no validation, no checks, no logging): the floor a route handler over `pg` costs.
import pg from "pg";

const globalForPool = globalThis;
/** One pool per process, the size of the site's (DATABASE_POOL_SIZE, 10). */
export const pool = () => {
  globalForPool.referencePool ??= new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  return globalForPool.referencePool;
};

/** Runs `work(client)` between BEGIN and COMMIT (ROLLBACK on a throw). */
export async function inTransaction(work) {
  const client = await pool().connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export const CUSTOMER_COLUMNS =
  '"id", "customer_id", "token", "brand", "product", "category", "flow_type", "client_app", "landing_url", "landing_params", "navigator", "page_context", "experiments", "answers", "ip_address", "user_agent", "completed_at", "created_at", "updated_at"';
export const CONSENT_COLUMNS =
  '"id", "customer_ref", "consent_text", "consent_version", "phone", "ip_address", "user_agent", "page_url", "cert_url", "ping_url", "leadid_token", "accepted_at"';
