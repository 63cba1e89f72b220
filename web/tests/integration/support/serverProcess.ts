import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { join } from "node:path";

/** Starts web/server.mjs (the production build) on a port with extra environment; resolves when it answers. */
export const webDir = join(import.meta.dirname, "..", "..", "..");

/** The same build served by Next's own `next start` instead of server.mjs (as a platform host would). */
export const NEXT_START = [join(webDir, "..", "node_modules", "next", "dist", "bin", "next"), "start"];

export type RunningServer = {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * The answers key of every test server: servers on the shared Postgres must open each other's
 * sealed answers (lib/server/leads/sensitiveAnswers.ts). Test data only.
 */
const TEST_ANSWERS_KEY = "8f1d6c2a9b3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e";

export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
  /** Where the server's output is also written as it comes, for tests to read while it runs. */
  logFile?: string,
  /** What node runs: server.mjs, or NEXT_START. */
  command: string[] = ["server.mjs"],
): Promise<RunningServer> {
  let output = "";
  const child = spawn(process.execPath, command, {
    cwd: webDir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      SANITY_PROJECT_ID: "",
      PORT: String(port),
      ANSWERS_ENCRYPTION_KEY: TEST_ANSWERS_KEY,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/lead?token=health-check-token-0000`);
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
