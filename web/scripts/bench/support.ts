// Processes and HTTP for the page bench: free ports in 3500-3599, the production server on its own
// embedded database (retried while a build is being written), a static file server, and a GET that
// sets the Host header (fetch does not let a caller choose it).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const webDir = join(import.meta.dirname, "..", "..");
export const repoDir = join(webDir, "..");

const PORT_MIN = 3500;
const PORT_MAX = 3599;
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    // No host: the dual-stack wildcard, which collides with a listener on any local address.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A port in 3500-3599 that nothing listens on and this run has not handed out yet. */
export async function freePort(): Promise<number> {
  const span = PORT_MAX - PORT_MIN + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = PORT_MIN + ((start + i) % span);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_MIN}-${PORT_MAX}`);
}

// Children still running when the bench ends (error, Ctrl-C) are killed on the way out.
const children = new Set<ChildProcess>();
function track(child: ChildProcess) {
  children.add(child);
  child.once("exit", () => children.delete(child));
}
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

async function stopChild(child: ChildProcess, graceMs = 8_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export type HttpResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** GET http://127.0.0.1:<port><path> with the given Host header; the body is read raw (no compression). */
export function httpGet(port: number, path: string, host: string, timeoutMs = 30_000): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: "GET", headers: { host }, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`GET ${path} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

export type WebServer = { port: number; buildId: string; output: () => string; stop: () => Promise<void> };

type Attempt = { server: WebServer } | { failure: string };

async function attemptStart(probe: { host: string; path: string }, timeoutMs: number): Promise<Attempt> {
  const port = await freePort();
  const dataRoot = mkdtempSync(join(tmpdir(), "homefront-bench-pages-"));
  const buildId = readFileSync(join(webDir, ".next", "BUILD_ID"), "utf8").trim();
  let output = "";
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      PGLITE_DATA_DIR: join(dataRoot, "pglite"),
      RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  track(child);
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataRoot, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      return { failure: `server exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-2000)}` };
    }
    const status = await httpGet(port, probe.path, probe.host, 10_000).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { server: { port, buildId, output: () => output, stop } };
    if (Date.now() > deadline) {
      await stop();
      return {
        failure: `no 200 for ${probe.path} within ${timeoutMs / 1000} s (last status ${status}):\n${output.slice(-2000)}`,
      };
    }
    await sleep(250);
  }
}

/**
 * Starts web/server.mjs (the existing production build) on a free port and a fresh PGlite directory,
 * and resolves once `probe.path` answers 200 for `probe.host`. A missing build or a server that dies
 * while starting usually means another build is being written: wait and retry until `patienceMs`.
 */
export async function startWebServer(probe: { host: string; path: string }, patienceMs = 10 * 60_000) {
  const giveUpAt = Date.now() + patienceMs;
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    if (existsSync(join(webDir, ".next", "BUILD_ID"))) {
      const result = await attemptStart(probe, 90_000);
      if ("server" in result) return result.server;
      failure = result.failure;
    } else {
      failure = "no production build in web/.next (BUILD_ID missing)";
    }
    if (Date.now() + 15_000 > giveUpAt) throw new Error(`the production server did not start: ${failure}`);
    console.warn(`server start attempt ${attempt} failed, retrying in 15 s (a build may be in progress): ${failure}`);
    await sleep(15_000);
  }
}

export type StaticServer = { port: number; stop: () => Promise<void> };

/** web/scripts/bench/static-server.mjs in its own process, answering every request with `file`. */
export async function startStaticServer(file: string, contentType: string): Promise<StaticServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, "static-server.mjs"), String(port), file, contentType],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  track(child);
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`static server exited with ${code}`)));
    child.stdout?.once("data", () => resolve());
  });
  return { port, stop: () => stopChild(child, 2_000) };
}
