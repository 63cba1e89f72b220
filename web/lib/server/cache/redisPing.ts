import { createClient, type RedisClientType } from "@redis/client";

const globalForRedis = globalThis as { homefrontRedisPing?: Promise<RedisClientType> };

/**
 * Whether the shared page cache answers now (the readiness check): a PING on a connection of its
 * own, opened once; the cache handler's connection lives in Next's cache layer, out of reach here.
 */
export async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  globalForRedis.homefrontRedisPing ??= (async () => {
    // No queue while down: a check must fail now, not wait for the reconnection.
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: timeoutMs } });
    client.on("error", () => undefined);
    await client.connect();
    return client as RedisClientType;
  })().catch((error: unknown) => {
    globalForRedis.homefrontRedisPing = undefined;
    throw error;
  });
  const client = await (globalForRedis.homefrontRedisPing as Promise<RedisClientType>);
  const answer = await client.withAbortSignal(AbortSignal.timeout(timeoutMs)).ping();
  if (answer !== "PONG") throw new Error(`Redis answered ${answer}`);
}
