// Processes and HTTP for the page bench: free ports in 3500-3599, the production server on its own
// embedded database (retried while a build is being written), `next start` for the bare reference,
// a static file server, and a GET that sets the Host header (fetch does not let a caller choose it).
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

/** Gives a port from freePort back once what listened on it has stopped (a closed Chromium). */
export function releasePort(port: number) {
  handedOut.delete(port);
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
export function httpGet(
  port: number,
  path: string,
  host: string,
  timeoutMs = 30_000,
  headers: Record<string, string> = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: "GET", headers: { ...headers, host }, timeout: timeoutMs },
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

export type WebServer = {
  port: number;
  buildId: string;
  /** Output of the current process. */
  output: () => string;
  /** Null while it runs, else how it ended (exit code or signal). */
  exit: () => string | null;
  /** Starts it again on the same port (and, for the site, the same database): after it was killed. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

type Spawned = { child: ChildProcess; output: () => string };

type ServerSpec = {
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  probe: { host: string; path: string };
  timeoutMs: number;
};

/** Spawns a server and waits for the probe's 200; throws with its output when it exits or times out. */
async function spawnServer(spec: ServerSpec): Promise<Spawned> {
  let output = "";
  const child = spawn(process.execPath, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ["ignore", "pipe", "pipe"] });
  track(child);
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + spec.timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-2000)}`);
    }
    const status = await httpGet(spec.port, spec.probe.path, spec.probe.host, 10_000).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { child, output: () => output };
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(
        `no 200 for ${spec.probe.path} within ${spec.timeoutMs / 1000} s (last status ${status}):\n${output.slice(-2000)}`,
      );
    }
    await sleep(250);
  }
}

/** A running server that can be restarted on its port; `cleanup` runs after the final stop. */
async function managed(spec: ServerSpec, buildId: string, cleanup: () => void = () => undefined): Promise<WebServer> {
  let current = await spawnServer(spec);
  return {
    port: spec.port,
    buildId,
    output: () => current.output(),
    exit: () => {
      const { child } = current;
      return child.exitCode !== null || child.signalCode !== null ? String(child.exitCode ?? child.signalCode) : null;
    },
    restart: async () => {
      await stopChild(current.child);
      current = await spawnServer(spec);
    },
    stop: async () => {
      await stopChild(current.child);
      cleanup();
    },
  };
}

/** Which server to start and what must answer 200 before it counts as up. */
type Probe = {
  host: string;
  path: string;
  /** The web app's directory (web/ unless told). */
  dir?: string;
};

async function attemptStart(probe: Probe, timeoutMs: number): Promise<{ server: WebServer } | { failure: string }> {
  const dir = probe.dir ?? webDir;
  const port = await freePort();
  const dataRoot = mkdtempSync(join(tmpdir(), "homefront-bench-pages-"));
  const buildId = readFileSync(join(dir, ".next", "BUILD_ID"), "utf8").trim();
  const spec: ServerSpec = {
    args: ["server.mjs"],
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      PGLITE_DATA_DIR: join(dataRoot, "pglite"),
      RATE_LIMIT_PER_MINUTE: "0",
    },
    port,
    probe,
    timeoutMs,
  };
  const removeData = () => rmSync(dataRoot, { recursive: true, force: true });
  try {
    return { server: await managed(spec, buildId, removeData) };
  } catch (error) {
    removeData();
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Starts <dir>/server.mjs (the existing production build, web/ unless `probe.dir`) on a free port and
 * a fresh PGlite directory, and resolves once `probe.path` answers 200 for `probe.host`. A missing
 * build or a server that dies while starting usually means another build is being written: wait and
 * retry until `patienceMs`.
 */
export async function startWebServer(probe: Probe, patienceMs = 10 * 60_000) {
  const dir = probe.dir ?? webDir;
  const giveUpAt = Date.now() + patienceMs;
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    if (existsSync(join(dir, ".next", "BUILD_ID"))) {
      const result = await attemptStart(probe, 90_000);
      if ("server" in result) return result.server;
      failure = result.failure;
    } else {
      failure = `no production build in ${dir}/.next (BUILD_ID missing)`;
    }
    if (Date.now() + 15_000 > giveUpAt) throw new Error(`the production server did not start: ${failure}`);
    console.warn(`server start attempt ${attempt} failed, retrying in 15 s (a build may be in progress): ${failure}`);
    await sleep(15_000);
  }
}

/**
 * `next start` in `dir` (a built Next app: the bare reference) on a free port; resolves once `path`
 * answers 200.
 */
export async function startNextStart(dir: string, nextBin: string, path = "/", timeoutMs = 60_000): Promise<WebServer> {
  const port = await freePort();
  const buildId = readFileSync(join(dir, ".next", "BUILD_ID"), "utf8").trim();
  return managed(
    {
      args: [nextBin, "start", "--port", String(port)],
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      port,
      probe: { host: `localhost:${port}`, path },
      timeoutMs,
    },
    buildId,
  );
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
