// npm run bench:leads -- [--visitors 200] [--concurrency 20] [--rebuild-reference]
// The cost of a complete lead (issue 59 item 8). On a throw-away Postgres (Debian's package), it
// drives N visitors through customer_init -> update_customer (x6 steps) -> complete lead, first
// against the site (web/server.mjs, the current production build), then against a reference built
// in the same run (scripts/bench/leads-reference: route handlers that run the same SQL for each
// request in one transaction over `pg`, and nothing else), and reports for each the server's and
// Postgres's CPU per complete lead (their process trees' CPU time, from /proc, over the measured
// visitors only) and the ratio; the target is at most 2x the reference. Every visitor's complete
// lead must be in the database, else it exits 1.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startThrowawayPostgres } from "../../scripts/lib/throwawayPostgres.mjs";
import { ensureReferenceBuild, LEADS_REFERENCE, nextBin } from "./bench/reference";
import { freePort, webDir } from "./bench/support";
import { ANSWER_STEPS, contactStep, landingBody } from "./bench/visitor";

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const visitors = Number(arg("visitors", "200"));
const concurrency = Number(arg("concurrency", "20"));
const WARM_UP = 30;
const apiKey = "homefront-public-web-key";
const clientApp = "homefront-web";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- CPU of a process tree, from /proc --------------------------------------------------------

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** Every live process's parent and CPU ticks (own + reaped children's). */
function processTable(): Map<number, { parent: number; ticks: number }> {
  const table = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name, which may hold spaces: state is field 3, ppid 4, utime 14.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
      table.set(Number(entry), { parent: Number(fields[1]), ticks: utime + stime + cutime + cstime });
    } catch {
      // ended while read
    }
  }
  return table;
}

/** CPU milliseconds of `root` and its descendants (a reaped child's time is in its parent's). */
function treeCpuMs(root: number): number {
  const table = processTable();
  let ticks = 0;
  const visit = (pid: number) => {
    ticks += table.get(pid)?.ticks ?? 0;
    for (const [child, { parent }] of table) if (parent === pid) visit(child);
  };
  visit(root);
  return (ticks * 1000) / ticksPerSecond;
}

// ---- the servers --------------------------------------------------------------------------------

async function startProcess(name: string, args: string[], cwd: string, env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/customer_init`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await sleep(250);
  }
  child.kill("SIGKILL");
  throw new Error(`${name} did not answer on ${port}:\n${output}`);
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

// ---- the visitors -------------------------------------------------------------------------------

async function drive(url: string, campaign: string, count: number) {
  const latencies: number[] = [];
  async function call(path: string, body: Record<string, unknown>) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_key: apiKey, client_app: clientApp, ...body }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  }
  let next = 0;
  let lost = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const n = next++;
        try {
          const init = await call("/api/customer_init", landingBody(campaign, "bench"));
          const token = String(init.token);
          for (const step of ANSWER_STEPS) await call("/api/update_customer", { token, ...step });
          await call("/api/update_customer", { token, ...contactStep(n, "Bench") });
        } catch (error) {
          lost += 1;
          console.error(String(error));
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { seconds: (performance.now() - started) / 1000, lost, p50: pct(50), p99: pct(99) };
}

type Measured = { name: string; serverMs: number; dbMs: number; leadsPerSecond: number; p50: number; p99: number };

/** Warms `url` up, then drives the measured visitors, reading both process trees' CPU around them. */
async function measure(name: string, url: string, serverPid: number, postgresPid: number, db: pg.Pool) {
  await drive(url, `warm-${randomUUID()}`, WARM_UP);
  const campaign = `bench-${randomUUID()}`;
  const server0 = treeCpuMs(serverPid);
  const db0 = treeCpuMs(postgresPid);
  const run = await drive(url, campaign, visitors);
  const serverMs = treeCpuMs(serverPid) - server0;
  const dbMs = treeCpuMs(postgresPid) - db0;
  const { rows } = await db.query(
    `select count(*)::int as complete from customers where completed_at is not null and landing_params->>'utm_campaign' = $1`,
    [campaign],
  );
  const complete = rows[0]?.complete ?? 0;
  console.info(
    `${name}: ${visitors} visitors in ${run.seconds.toFixed(1)} s, complete leads in the database ${complete} of ${visitors}`,
  );
  if (complete !== visitors || run.lost > 0) throw new Error(`${name}: ${visitors - complete} complete leads missing`);
  return {
    name,
    serverMs: serverMs / visitors,
    dbMs: dbMs / visitors,
    leadsPerSecond: visitors / run.seconds,
    p50: run.p50,
    p99: run.p99,
  } satisfies Measured;
}

// ---- the run ------------------------------------------------------------------------------------

const reference = ensureReferenceBuild(process.argv.includes("--rebuild-reference"), LEADS_REFERENCE);
if (reference.buildSeconds > 0) console.info(`reference built in ${reference.buildSeconds.toFixed(0)} s`);
const postgres = startThrowawayPostgres({ port: await freePort(), settings: ["max_connections=100"] });
const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
const results: Measured[] = [];
try {
  const sitePort = await freePort();
  const site = await startProcess(
    "the site",
    ["server.mjs"],
    webDir,
    {
      PORT: String(sitePort),
      DATABASE_URL: postgres.url,
      SANITY_PROJECT_ID: "",
      RATE_LIMIT_PER_MINUTE: "0",
      ANSWERS_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    },
    sitePort,
  );
  try {
    results.push(await measure("site", `http://127.0.0.1:${sitePort}`, site.pid ?? 0, postgres.pid(), db));
  } finally {
    await stopProcess(site);
  }
  const referencePort = await freePort();
  const ref = await startProcess(
    "the reference",
    [nextBin(), "start", "--port", String(referencePort)],
    reference.dir,
    { DATABASE_URL: postgres.url },
    referencePort,
  );
  try {
    results.push(await measure("reference", `http://127.0.0.1:${referencePort}`, ref.pid ?? 0, postgres.pid(), db));
  } finally {
    await stopProcess(ref);
  }
} finally {
  await db.end();
  postgres.stop();
}

const [site, ref] = results as [Measured, Measured];
const row = (m: Measured) =>
  `| ${m.name.padEnd(9)} | ${m.serverMs.toFixed(1).padStart(9)} | ${m.dbMs.toFixed(1).padStart(9)} | ${(m.serverMs + m.dbMs).toFixed(1).padStart(9)} | ${m.leadsPerSecond.toFixed(1).padStart(7)} | ${m.p50.toFixed(1).padStart(7)} | ${m.p99.toFixed(1).padStart(7)} |`;
console.info(`\nCPU per complete lead (8 requests), ${visitors} visitors, ${concurrency} at a time, Postgres:\n`);
console.info("| run       | server ms | db ms     | total ms  | leads/s | p50 ms  | p99 ms  |");
console.info("| --------- | --------- | --------- | --------- | ------- | ------- | ------- |");
console.info(row(site));
console.info(row(ref));
const ratio = site.serverMs / ref.serverMs;
console.info(
  `\nserver CPU ${ratio.toFixed(2)}x the reference's (target <= 2x), Postgres CPU ${(site.dbMs / ref.dbMs).toFixed(2)}x`,
);
