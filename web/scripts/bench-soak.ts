// npm run bench:soak -- [--minutes 5] [--concurrency 40] [--servers 2]
// The soak test of issue 11: complete leads driven for a while against two server processes on one
// Postgres (started here, thrown away after), while one server is killed with SIGKILL and started
// again, and later Postgres itself is restarted. Visitors behave as the browser does: each request
// goes to the next server (a balancer), and a request that fails (refused connection, 5xx) is
// retried with back-off until it succeeds, as the save queue does. At the end every visitor that
// finished must have a complete lead in the database, and no 5xx may have been answered outside
// the two disruption windows. Needs Debian's Postgres server package (as the test command does).
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { freePort, webDir } from "./bench/support";
import { ANSWER_STEPS, contactStep, landingBody } from "./bench/visitor";

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const minutes = Number(arg("minutes", "5"));
const concurrency = Number(arg("concurrency", "40"));
const serverCount = Number(arg("servers", "2"));
const adminToken = `soak-${randomUUID()}`;
// Both servers seal and open sensitive answers with one key, as production servers on one database must.
const answersKey = randomBytes(32).toString("hex");
const apiKey = "homefront-public-web-key";
const clientApp = "homefront-web";
const campaign = `soak-${randomUUID()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- Postgres, thrown away after -------------------------------------------------------------

const pgBin = execFileSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"], {
  encoding: "utf8",
}).trim();
const pgData = mkdtempSync(join(tmpdir(), "homefront-soak-pg-"));
const asRoot = process.getuid?.() === 0;
const pg = (args: string) =>
  asRoot
    ? execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", `cd / && ${args}`], { stdio: "ignore" })
    : execFileSync("bash", ["-c", args], { stdio: "ignore" });
if (asRoot) execFileSync("chown", ["postgres", pgData]);
chmodSync(pgData, 0o700);
const pgPort = await freePort();
pg(`'${pgBin}/initdb' -D '${pgData}' -A trust -U postgres --no-sync`);
const pgCtlCommand = (action: string) =>
  `'${pgBin}/pg_ctl' -D '${pgData}' -l '${pgData}/server.log' -o "-p ${pgPort} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100" -w -m fast ${action}`;
const pgCtl = (action: string) => pg(pgCtlCommand(action));
/** The same, without blocking the visitors' event loop while Postgres restarts. */
const pgCtlAsync = (action: string) =>
  asRoot
    ? promisify(execFile)("su", ["postgres", "-s", "/bin/bash", "-c", `cd / && ${pgCtlCommand(action)}`])
    : promisify(execFile)("bash", ["-c", pgCtlCommand(action)]);
pgCtl("start");
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;

// ---- the web servers --------------------------------------------------------------------------

type Server = { port: number; child: ChildProcess | null; start: () => Promise<void> };

async function webServer(): Promise<Server> {
  const port = await freePort();
  const server: Server = {
    port,
    child: null,
    start: async () => {
      const child = spawn(process.execPath, ["server.mjs"], {
        cwd: webDir,
        env: {
          ...process.env,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          SANITY_PROJECT_ID: "",
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: "20",
          ANSWERS_ENCRYPTION_KEY: answersKey,
          ADMIN_TOKEN: adminToken,
          RATE_LIMIT_PER_MINUTE: "0",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      };
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      server.child = child;
      for (let waited = 0; waited < 90_000; waited += 250) {
        const up = await fetch(`http://127.0.0.1:${port}/api/lead?token=soak-health-check-0000`).then(
          (response) => response.status < 500,
          () => false,
        );
        if (up) return;
        await sleep(250);
      }
      throw new Error(`the server on port ${port} did not start:\n${output}`);
    },
  };
  await server.start();
  return server;
}

const servers = await Promise.all(Array.from({ length: serverCount }, () => webServer()));
process.once("exit", () => {
  for (const server of servers) server.child?.kill("SIGKILL");
  try {
    pgCtl("stop");
  } catch {
    // already stopped
  }
  rmSync(pgData, { recursive: true, force: true });
});

// ---- disruptions ------------------------------------------------------------------------------

type Window = { name: string; from: number; to: number };
const windows: Window[] = [];
const now = () => performance.now();

async function killAndRestart(server: Server) {
  const from = now();
  server.child?.kill("SIGKILL");
  await sleep(3000);
  await server.start();
  windows.push({ name: `server :${server.port} SIGKILL and restart`, from, to: now() + 2000 });
}

async function restartPostgres() {
  const from = now();
  await pgCtlAsync("restart");
  // The pools notice the dropped connections on their next use; allow them a few seconds.
  windows.push({ name: "Postgres restart", from, to: now() + 5000 });
}

// ---- visitors ---------------------------------------------------------------------------------

const latencies: number[] = [];
const fiveHundreds: { at: number; status: number; path: string }[] = [];
let requests = 0;
let retries = 0;
let turn = 0;

/** One request as the browser's save queue makes it: to the next server, retried until it lands. */
async function call(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    const server = servers[turn++ % servers.length] as Server;
    const started = now();
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ api_key: apiKey, client_app: clientApp, ...body }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json()) as Record<string, unknown>;
      requests += 1;
      if (response.ok) {
        latencies.push(now() - started);
        return answer;
      }
      // Counted when answered: a request sent just before a restart is refused during it.
      if (response.status >= 500) fiveHundreds.push({ at: now(), status: response.status, path });
      if (response.status < 500 && response.status !== 429) {
        throw new Error(`${path} refused (${response.status}): ${JSON.stringify(answer)}`);
      }
    } catch (error) {
      if (error instanceof Error && error.message.includes("refused (")) throw error;
      // a connection refused or reset: the server is down; the next one takes the retry
    }
    retries += 1;
    await sleep(Math.min(200 * 2 ** attempt, 2000));
  }
}

async function visitor(n: number) {
  const init = await call("/api/customer_init", landingBody(campaign, "soak"));
  const token = String(init.token);
  for (const step of ANSWER_STEPS) await call("/api/update_customer", { token, ...step });
  await call("/api/update_customer", { token, ...contactStep(n, "Soak") });
}

const durationMs = minutes * 60_000;
const begin = now();
let next = 0;
let finished = 0;
let gaveUp = 0;
const drivers = Array.from({ length: concurrency }, async () => {
  while (now() - begin < durationMs) {
    const n = next++;
    await visitor(n).then(
      () => {
        finished += 1;
      },
      (error: unknown) => {
        gaveUp += 1;
        console.error(String(error));
      },
    );
  }
});
const disruptions = (async () => {
  await sleep(durationMs / 3);
  console.info(`${((now() - begin) / 1000).toFixed(0)} s: SIGKILL to the first server`);
  await killAndRestart(servers[0] as Server);
  await sleep(Math.max(0, begin + (2 * durationMs) / 3 - now()));
  console.info(`${((now() - begin) / 1000).toFixed(0)} s: restarting Postgres`);
  await restartPostgres();
})();
await Promise.all([...drivers, disruptions]);
const seconds = (now() - begin) / 1000;

// ---- the verdict ------------------------------------------------------------------------------

const answer = await fetch(
  `http://127.0.0.1:${servers[1 % servers.length]?.port}/api/admin/leads?campaign=${campaign}`,
  {
    headers: { authorization: `Bearer ${adminToken}` },
  },
).then((response) => response.json() as Promise<{ complete: number }>);
const inWindow = (at: number) => windows.some((window) => at >= window.from && at <= window.to);
const outside = fiveHundreds.filter((entry) => !inWindow(entry.at));
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;

console.info(`\nsoak: ${minutes} min, ${serverCount} servers on one Postgres, ${concurrency} visitors at a time`);
for (const window of windows) {
  console.info(
    `  ${window.name}: ${((window.from - begin) / 1000).toFixed(0)}-${((window.to - begin) / 1000).toFixed(0)} s`,
  );
}
console.info(`visitors finished ${finished} (${(finished / seconds).toFixed(1)} leads/s), gave up ${gaveUp}`);
console.info(`requests answered ${requests}, retried ${retries}`);
console.info(`latency of successful requests: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`);
console.info(`5xx inside the disruption windows ${fiveHundreds.length - outside.length}, outside ${outside.length}`);
for (const entry of outside.slice(0, 10)) {
  console.info(`  outside: ${entry.status} ${entry.path} at ${((entry.at - begin) / 1000).toFixed(1)} s`);
}
console.info(
  `complete leads in the database for this run: ${answer.complete} of ${finished} (lost: ${finished - answer.complete})`,
);
process.exitCode = answer.complete === finished && outside.length === 0 && gaveUp === 0 ? 0 : 1;
process.exit();
