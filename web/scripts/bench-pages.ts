// npm run bench:pages
// Measures the existing production build (web/.next; this script never builds) for one brand:
//   - first-load JS of two pages: every same-origin <script src> of the served HTML, gzip -9, summed;
//   - Lighthouse mobile (default config: simulated throttling), median of 3 runs per page, in
//     Debian's Chromium reaching the brand as http://<brand-host>.localhost:<port>/;
//   - throughput of the branded step page through the Host rewrite (autocannon), next to a static
//     server returning the same HTML bytes in the same run.
// It starts and stops the server itself (free port in 3500-3599, fresh PGlite directory), prints one
// markdown table with the budgets and writes it to .reports/bench-pages.md. Over budget still exits 0:
// this is a measurement, not a test. It exits 1 only when it could not measure at all.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon, { type Result as CannonResult } from "autocannon";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, httpGet, repoDir, startStaticServer, startWebServer, type WebServer, webDir } from "./bench/support";

const HOST = "sunsaverprogram.com";
const PAGES = [
  { path: "/", label: "`/` (home: first step of /savings)" },
  { path: "/savings-mini/homeowner-renter", label: "`/savings-mini/homeowner-renter` (step)" },
] as const;
const STEP_PAGE = "/savings-mini/homeowner-renter";
const LIGHTHOUSE_RUNS = 3;
const CANNON = { connections: 10, duration: 10, warmup: 2 };
const CHROMIUM = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
const BUDGET = { score: 95, tbtMs: 150, jsKb: 200 };
const REPORT = join(repoDir, ".reports", "bench-pages.md");

const kB = (bytes: number) => bytes / 1000;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

// ---- first-load JS ------------------------------------------------------------------------------

type FirstLoad = {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  skipped: string[];
  html: Buffer;
  contentType: string;
};

const decodeAttr = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<");

async function firstLoadJs(port: number, path: string): Promise<FirstLoad> {
  const page = await httpGet(port, path, HOST);
  if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
  const html = page.body.toString("utf8");
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const src = match[1] ?? match[2] ?? match[3];
    if (src) sources.add(decodeAttr(src));
  }
  const result: FirstLoad = {
    scripts: 0,
    rawBytes: 0,
    gzipBytes: 0,
    htmlBytes: page.body.length,
    htmlGzipBytes: gzipSync(page.body, { level: 9 }).length,
    skipped: [],
    html: page.body,
    contentType: String(page.headers["content-type"] ?? "text/html; charset=utf-8"),
  };
  for (const src of sources) {
    const url = new URL(src, `http://${HOST}${path}`);
    if (url.host !== HOST || !url.pathname.startsWith("/_next/")) {
      result.skipped.push(src);
      continue;
    }
    const script = await httpGet(port, url.pathname + url.search, HOST);
    if (script.status !== 200) throw new Error(`GET ${url.pathname} answered ${script.status}`);
    result.scripts += 1;
    result.rawBytes += script.body.length;
    result.gzipBytes += gzipSync(script.body, { level: 9 }).length;
  }
  return result;
}

// ---- Lighthouse ---------------------------------------------------------------------------------

type LighthouseRun = { score: number; lcpMs: number; tbtMs: number; cls: number };

let activeChrome: LaunchedChrome | undefined;

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    port: await freePort(),
    handleSIGINT: false,
    logLevel: "silent",
  });
  activeChrome = chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`Lighthouse gave no ${id}`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (typeof score !== "number") throw new Error("Lighthouse gave no performance score");
    return {
      score: score * 100,
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    };
  } finally {
    chrome.kill();
    activeChrome = undefined;
  }
}

async function lighthouseRuns(url: string) {
  const runs: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
    try {
      const run = await lighthouseRun(url);
      runs.push(run);
      console.info(
        `  lighthouse ${i}/${LIGHTHOUSE_RUNS}: score ${run.score.toFixed(0)}, LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}`,
      );
    } catch (error) {
      errors.push(errorText(error));
      console.warn(`  lighthouse ${i}/${LIGHTHOUSE_RUNS} failed: ${errorText(error)}`);
    }
  }
  return { runs, errors };
}

// ---- throughput ---------------------------------------------------------------------------------

async function cannon(port: number, path: string, host: string) {
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host },
    connections: CANNON.connections,
    duration: CANNON.duration,
    warmup: { connections: CANNON.connections, duration: CANNON.warmup },
  });
}

// ---- report -------------------------------------------------------------------------------------

const ms = (value: number) => (value < 1 ? "<1 ms" : `${value.toFixed(0)} ms`);

type Row = [page: string, measure: string, value: string, budget: string, status: string];

const within = (ok: boolean) => (ok ? "✅ within" : "❌ over");

function lighthouseRows(page: string, result: { runs: LighthouseRun[]; errors: string[] } | Error): Row[] {
  if (result instanceof Error || result.runs.length === 0) {
    const why = result instanceof Error ? errorText(result) : result.errors.join("; ");
    return [[page, "Lighthouse mobile", `not measured: ${why}`, `>= ${BUDGET.score}`, "⚠ n/a"]];
  }
  const { runs, errors } = result;
  const each = (pick: (run: LighthouseRun) => number, digits: number) =>
    runs.length > 1 ? ` (runs ${runs.map((run) => pick(run).toFixed(digits)).join(", ")})` : "";
  const score = median(runs.map((run) => run.score));
  const lcp = median(runs.map((run) => run.lcpMs));
  const tbt = median(runs.map((run) => run.tbtMs));
  const cls = median(runs.map((run) => run.cls));
  const failed = errors.length ? `; ${errors.length} run(s) failed: ${errors.join("; ")}` : "";
  return [
    [
      page,
      `Lighthouse performance, median of ${runs.length}`,
      `**${score.toFixed(0)}**${each((run) => run.score, 0)}${failed}`,
      `>= ${BUDGET.score}`,
      within(score >= BUDGET.score),
    ],
    [page, "Largest Contentful Paint", `${(lcp / 1000).toFixed(2)} s${each((run) => run.lcpMs / 1000, 2)}`, "–", ""],
    [
      page,
      "Total Blocking Time",
      `**${tbt.toFixed(0)} ms**${each((run) => run.tbtMs, 0)}`,
      `<= ${BUDGET.tbtMs} ms`,
      within(tbt <= BUDGET.tbtMs),
    ],
    [page, "Cumulative Layout Shift", `${cls.toFixed(3)}${each((run) => run.cls, 3)}`, "–", ""],
  ];
}

function firstLoadRow(page: string, result: FirstLoad | Error): Row[] {
  if (result instanceof Error) {
    return [[page, "First-load JS (gzip -9)", `not measured: ${errorText(result)}`, `<= ${BUDGET.jsKb} kB`, "⚠ n/a"]];
  }
  const gz = kB(result.gzipBytes);
  const skipped = result.skipped.length ? `; ${result.skipped.length} other-origin script(s) not counted` : "";
  return [
    [
      page,
      "First-load JS (gzip -9)",
      `**${gz.toFixed(1)} kB** (${kB(result.rawBytes).toFixed(1)} kB raw, ${result.scripts} scripts${skipped})`,
      `<= ${BUDGET.jsKb} kB`,
      within(gz <= BUDGET.jsKb),
    ],
    [
      page,
      "HTML document",
      `${kB(result.htmlGzipBytes).toFixed(1)} kB gzip (${kB(result.htmlBytes).toFixed(1)} kB raw)`,
      "–",
      "",
    ],
  ];
}

function cannonRow(page: string, measure: string, result: CannonResult | Error): Row {
  if (result instanceof Error) return [page, measure, `not measured: ${errorText(result)}`, "–", ""];
  const problems = [
    result.non2xx ? `${result.non2xx} non-2xx` : "",
    result.errors ? `${result.errors} errors` : "",
    result.timeouts ? `${result.timeouts} timeouts` : "",
  ].filter(Boolean);
  return [
    page,
    measure,
    `**${result.requests.average.toFixed(0)} req/s**, latency p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)} (${result.requests.total} requests${problems.length ? `; ${problems.join(", ")}` : ""})`,
    "–",
    "",
  ];
}

function table(rows: Row[]) {
  const escapeCell = (cell: string) => cell.replace(/\|/g, "\\|");
  const lines = ["| Page | Measure | Value | Budget | Status |", "| --- | --- | --- | --- | --- |"];
  let previous = "";
  for (const [page, ...rest] of rows) {
    lines.push(`| ${[page === previous ? "" : page, ...rest].map(escapeCell).join(" | ")} |`);
    previous = page;
  }
  return lines.join("\n");
}

// ---- run ----------------------------------------------------------------------------------------

const settle = <T>(promise: Promise<T>): Promise<T | Error> =>
  promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

let server: WebServer | undefined;
let stopStatic: (() => Promise<void>) | undefined;
const scratch = mkdtempSync(join(tmpdir(), "homefront-bench-html-"));

async function cleanup() {
  activeChrome?.kill();
  await stopStatic?.().catch(() => undefined);
  await server?.stop().catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.warn(`\n${signal}: stopping the servers`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main() {
  const startedAt = new Date();
  console.info("starting the production server…");
  server = await startWebServer({ host: HOST, path: STEP_PAGE });
  const { port } = server;
  console.info(`server up on port ${port} (build ${server.buildId})`);

  const firstLoad = new Map<string, FirstLoad | Error>();
  for (const page of PAGES) {
    const result = await settle(firstLoadJs(port, page.path));
    firstLoad.set(page.path, result);
    console.info(
      result instanceof Error
        ? `first-load JS ${page.path}: ${errorText(result)}`
        : `first-load JS ${page.path}: ${kB(result.gzipBytes).toFixed(1)} kB gzip, ${result.scripts} scripts`,
    );
  }

  const lighthouseResults = new Map<string, Awaited<ReturnType<typeof lighthouseRuns>> | Error>();
  for (const page of PAGES) {
    const url = `http://${HOST}.localhost:${port}${page.path}`;
    console.info(`lighthouse ${url}`);
    lighthouseResults.set(page.path, await settle(lighthouseRuns(url)));
  }

  const step = firstLoad.get(STEP_PAGE);
  console.info(
    `throughput: ${CANNON.connections} connections, ${CANNON.warmup} s warm-up + ${CANNON.duration} s, Next then static`,
  );
  const nextCannon = await settle(cannon(port, STEP_PAGE, HOST));
  let staticCannon: CannonResult | Error = new Error("the step page's HTML could not be fetched");
  if (step && !(step instanceof Error)) {
    const file = join(scratch, "step.html");
    writeFileSync(file, step.html);
    const staticServer = await startStaticServer(file, step.contentType);
    stopStatic = staticServer.stop;
    staticCannon = await settle(cannon(staticServer.port, STEP_PAGE, HOST));
    await staticServer.stop();
    stopStatic = undefined;
  }

  const buildAtEnd = readFileSync(join(webDir, ".next", "BUILD_ID"), "utf8").trim();
  const rows: Row[] = [];
  for (const page of PAGES) {
    rows.push(...firstLoadRow(page.label, firstLoad.get(page.path) ?? new Error("missing")));
    rows.push(...lighthouseRows(page.label, lighthouseResults.get(page.path) ?? new Error("missing")));
  }
  const stepLabel = PAGES[1].label;
  rows.push(cannonRow(stepLabel, "Throughput, Next server (Host rewrite)", nextCannon));
  rows.push(cannonRow(stepLabel, "Throughput, static server (same HTML bytes)", staticCannon));

  let chromium = "unknown";
  try {
    const version = execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    chromium = version.match(/\d+(?:\.\d+)+/)?.[0] ?? chromium;
  } catch {
    // the version is only a label in the report
  }
  const report = [
    `# Page bench: ${HOST}`,
    "",
    `Production build \`${server.buildId}\`${buildAtEnd === server.buildId ? "" : ` (⚠ web/.next changed to \`${buildAtEnd}\` during the run)`}, ${startedAt.toISOString()}, Node ${process.version}, ${cpus().length} CPUs, Chromium ${chromium}.`,
    "",
    table(rows),
    "",
    `- First-load JS: every same-origin \`<script src>\` (/_next/…) of the served HTML (Host: ${HOST}), each gzipped with zlib level 9, summed; 1 kB = 1000 bytes. The budget (<= ${BUDGET.jsKb} kB) is for step pages; \`/\` renders a step too.`,
    `- Lighthouse 12.8.2, mobile (default config, simulated throttling), performance category only, fresh Chromium profile per run, http://${HOST}.localhost:${port}/…; the value is the median of ${LIGHTHOUSE_RUNS} runs per metric.`,
    `- Throughput: autocannon, GET with Host: ${HOST}, ${CANNON.connections} connections, ${CANNON.warmup} s warm-up then ${CANNON.duration} s; req/s is the mean per second. The static server is a node:http process returning the saved HTML with the same content-type.`,
    "",
  ].join("\n");

  console.info(`\n${report}`);
  mkdirSync(join(repoDir, ".reports"), { recursive: true });
  writeFileSync(REPORT, report);
  console.info(`written to ${REPORT}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench:pages could not measure: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
