import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";

export type RedisProcess = { url: string; process: ChildProcess; stop(): void };

/** Resolves once something accepts connections on the port (Redis is up), or fails after `ms`. */
async function untilListening(port: number, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Debian's redis-server on `port`, keeping nothing on disk: the shared page cache of the
 * production topology (issue 59 item 2), started by the test that needs it (.ci/run installs it).
 */
export async function startRedis(port: number): Promise<RedisProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  await untilListening(port, 10_000);
  return { url: `redis://127.0.0.1:${port}`, process: child, stop: () => child.kill("SIGKILL") };
}
