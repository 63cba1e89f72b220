// Next's server cache (pages, fetched content, route answers) in Redis, shared by every server
// of a deployment: next.config.ts names this file as `cacheHandler` when REDIS_URL is set. A tag
// revalidated on one server (the publish webhook) deletes the entries carrying it from Redis, so
// every server renders them afresh on the next request; without it each process keeps its own
// cache and a publish reached only the server that got the webhook (issue 59, Next's "How
// revalidation works"). @fortedigital/nextjs-cache-handler 3.x (redis-strings) supports Next 16's
// `cacheHandler`, which is all this site uses: no 'use cache', so no `cacheHandlers`
// (docs/decisions/shared-page-cache.md). Plain JavaScript: Next loads it at run time, unbundled.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { serverEnv } from "../../env/parse.mjs";

const line = (level, msg, fields) => JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields });
const logError = (msg, fields = {}) => console.error(line(50, msg, fields));
const logInfo = (msg, fields = {}) => console.info(line(30, msg, fields));

CacheHandler.onCreation(({ buildId }) => {
  const client = createClient({
    url: serverEnv().REDIS_URL,
    pingInterval: 10_000,
    // Reconnect for ever, at most every 2 s: a Redis restart must not need a site restart.
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let down = false;
  client.on("error", (error) => {
    // Once per outage, not once per retry.
    if (!down)
      logError("[cache] Redis unreachable: pages are rendered without the shared cache", {
        error: error?.code ?? error?.name,
      });
    down = true;
  });
  client.on("ready", () => {
    if (down) logInfo("[cache] Redis reachable again");
    down = false;
  });
  // Not awaited: until Redis answers, every read is a miss (the handler refuses while the client
  // is not ready, and the library turns that into a miss), so the site serves, rendering each page.
  client.connect().catch(() => undefined);
  globalThis.homefrontRedis = client;
  return {
    handlers: [
      createRedisHandler({
        client,
        // One build's entries never meet another's: two releases can share the Redis.
        keyPrefix: `homefront:${buildId ?? "dev"}:`,
        // A request waits at most this long on Redis before rendering without it.
        timeoutMs: 1_000,
      }),
    ],
  };
});

export default CacheHandler;
