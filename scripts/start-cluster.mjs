// `npm run start:cluster -- [--dataset FILE]`: the production shape on one machine, from the
// current build (web/.next; `npm start` or `npx turbo run build --filter=web` makes it):
//   3199  the Content Lake stand-in over FILE (default: the embedded dataset), re-read on change
//   3197  Postgres (DATABASE_URL from the environment instead, when set)
//   3198  Redis, the page cache the servers share
//   3101, 3102  two site servers, each on its own copy of the build folder (as two machines),
//         metrics on 3121 and 3122
//   3100  Varnish: balancer (servers that answer /api/health/ready) and HTTP cache
// SANITY_REVALIDATE_SECRET comes from the environment (the publish webhook's secret). SIGTERM
// or SIGINT stops all of it. Needs Debian's postgresql, redis-server and varnish (.ci/run installs them).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startThrowawayPostgres } from "./lib/throwawayPostgres.mjs";
import { runOnNode22 } from "./node-runtime.mjs";

runOnNode22();

const repoDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const webDir = join(repoDir, "web");
const PORTS = { balancer: 3100, servers: [3101, 3102], metrics: [3121, 3122], lake: 3199, postgres: 3197, redis: 3198 };

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const fail = (message) => {
  console.error(`[cluster] ${message}`);
  process.exit(1);
};

const secret = process.env.SANITY_REVALIDATE_SECRET?.trim();
if (!secret) fail("set SANITY_REVALIDATE_SECRET (the secret of the publish webhook, /api/revalidate)");
const buildId = join(webDir, ".next", "BUILD_ID");
if (!existsSync(buildId)) fail("no build in web/.next: run `npx turbo run build --filter=web` first");
const typedIn = process.env.INIT_CWD ?? process.cwd();
const datasetFile = resolve(typedIn, arg("dataset") ?? join(repoDir, "studio", "content", "production.ndjson"));
if (!existsSync(datasetFile)) fail(`no dataset file at ${datasetFile}`);

const work = mkdtempSync(join(tmpdir(), "homefront-cluster-"));
const children = [];
let stopping = false;

/** A child process whose output is shown with its name; its unexpected end stops the cluster. */
function start(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  const show = (stream) => (chunk) => {
    for (const line of chunk.toString().split("\n")) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout.on("data", show(process.stdout));
  child.stderr.on("data", show(process.stderr));
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[cluster] ${name} ended (${signal ?? code}): stopping everything`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

/**
 * web/.next-cluster-<port>: the build without its build-time cache, copied once per build.
 * Beside .next, so the links Next leaves in it (../../../node_modules) still resolve.
 */
function buildCopy(port) {
  const name = `.next-cluster-${port}`;
  const copy = join(webDir, name);
  const wanted = readFileSync(buildId, "utf8");
  if (existsSync(join(copy, "BUILD_ID")) && readFileSync(join(copy, "BUILD_ID"), "utf8") === wanted) return name;
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(webDir, ".next"), copy, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== join(webDir, ".next", "cache"),
  });
  return name;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (stopping) throw new Error("stopped");
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

let postgres = null;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // The balancer first, then the servers (they finish the requests under way), then what they use.
  for (const { child } of [...children].reverse()) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill("SIGKILL"), 12_000);
          child.once("exit", () => {
            clearTimeout(force);
            done();
          });
        }),
    ),
  );
  try {
    postgres?.stop();
  } catch (error) {
    console.error(`[cluster] Postgres did not stop cleanly: ${error.message}`);
  }
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(0));

try {
  const copies = PORTS.servers.map(buildCopy);
  const lakeToken = randomBytes(24).toString("hex");
  start(
    "lake",
    process.execPath,
    [
      join(repoDir, "node_modules", "tsx", "dist", "cli.mjs"),
      "scripts/lake-local.ts",
      "--port",
      String(PORTS.lake),
      "--dataset",
      datasetFile,
      "--token",
      lakeToken,
    ],
    { cwd: webDir },
  );
  start("redis", "redis-server", [
    "--port",
    String(PORTS.redis),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    "--dir",
    work,
    "--loglevel",
    "warning",
  ]);
  if (!process.env.DATABASE_URL?.trim()) postgres = startThrowawayPostgres({ port: PORTS.postgres });
  const databaseUrl = process.env.DATABASE_URL?.trim() || postgres.url;
  if (process.env.DATABASE_URL && !process.env.ANSWERS_ENCRYPTION_KEY) {
    throw new Error(
      "with your own DATABASE_URL, set ANSWERS_ENCRYPTION_KEY too (its leads' sensitive answers need it)",
    );
  }
  // Secrets every server must share (a throw-away database's, unless the environment names them).
  const shared = {
    ANSWERS_ENCRYPTION_KEY: process.env.ANSWERS_ENCRYPTION_KEY ?? randomBytes(32).toString("hex"),
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    REFERRALS_BEARER_TOKEN: process.env.REFERRALS_BEARER_TOKEN ?? randomBytes(32).toString("base64url"),
  };
  await waitFor(`http://127.0.0.1:${PORTS.lake}/health`, "the Lake stand-in");
  PORTS.servers.forEach((port, index) => {
    start(`web ${port}`, process.execPath, ["server.mjs"], {
      cwd: webDir,
      env: {
        ...process.env,
        ...shared,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: copies[index],
        PORT: String(port),
        METRICS_PORT: String(PORTS.metrics[index]),
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
        SANITY_PROJECT_ID: "localcluster",
        SANITY_DATASET: "production",
        SANITY_API_HOST: `http://127.0.0.1:${PORTS.lake}`,
        SANITY_API_READ_TOKEN: lakeToken,
        SANITY_REVALIDATE_SECRET: secret,
        // Varnish adds the visitor's address to X-Forwarded-For: one proxy to trust.
        TRUSTED_PROXY_HOPS: "1",
        SECRETS_DIR: join(work, `secrets-${port}`),
      },
    });
  });
  const backends = PORTS.servers
    .map((port) => `backend web${port} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n    .probe = ready;\n}`)
    .join("\n\n");
  const director = [
    "sub vcl_init {",
    "    new servers = directors.round_robin();",
    ...PORTS.servers.map((port) => `    servers.add_backend(web${port});`),
    "}",
  ].join("\n");
  const vcl = join(work, "cluster.vcl");
  writeFileSync(
    vcl,
    readFileSync(join(repoDir, "scripts", "cluster", "varnish.vcl"), "utf8").replace(
      "@BACKENDS@",
      `${backends}\n\n${director}`,
    ),
  );
  mkdirSync(join(work, "varnish"));
  start("varnish", "varnishd", [
    "-F",
    "-j",
    "none",
    "-n",
    join(work, "varnish"),
    "-a",
    `127.0.0.1:${PORTS.balancer}`,
    "-T",
    "none",
    "-f",
    vcl,
    "-s",
    "malloc,256m",
    // The servers compress (brotli or gzip) themselves: Varnish keeps their answers as they are.
    "-p",
    "http_gzip_support=off",
  ]);
  await Promise.all(
    PORTS.servers.map((port) => waitFor(`http://127.0.0.1:${port}/api/health/ready`, `the server on ${port}`)),
  );
  await waitFor(`http://127.0.0.1:${PORTS.balancer}/api/health/ready`, "the balancer");
  console.info(
    `[cluster] ready (pid ${process.pid}): http://localhost:${PORTS.balancer} (servers ${PORTS.servers.join(", ")}, Lake stand-in ${PORTS.lake} on ${datasetFile})`,
  );
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  await stop(1);
}
