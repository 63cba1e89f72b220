// npm run bench:pages [-- --runs 5 --pages first-step,legal --third-party both …]   (--help for all)
//
// Measures the public pages of one brand (sunsaverprogram.com) against a bare Next.js page built
// from the same next/react (web/scripts/bench/reference), both served side by side and measured in
// the SAME run, interleaved: each iteration runs the reference, then every page (order rotated per
// iteration), for each third-party mode. Per page: Lighthouse 12.8 mobile (default config,
// simulated throttling), median of N runs; first-load JS (every same-origin <script src> of the
// served HTML, gzip -9); tap-to-next-question unthrottled (first step, median of >= 5); ratios to
// the reference and the budgets of issue 8. Third-party scripts on (as a visitor's browser gets them;
// they fail offline) and off (navigator.webdriver true, as under Playwright).
//
// The site is the existing production build in web/.next (or --site-dir); this script builds it only
// with --build-site. The reference is built into .reports/bench-reference when missing or outdated.
// Writes .reports/bench-pages.md and .reports/bench-pages.json. Over budget still exits 0 (this is a
// measurement); it exits 1 only when it could not measure at all.
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon, { type Result as CannonResult } from "autocannon";
import {
  CHROME_FLAGS,
  CHROMIUM,
  clientNavigation,
  closeAllChromium,
  type LighthouseRun,
  lighthouseNavigation,
  lighthouseTimespan,
  type Pointer,
  referenceTap,
  type Session,
  sessionAt,
  setPointer,
  startChromium,
  type TapRun,
  type ThirdParty,
  tapToNext,
  webdriverFlag,
} from "./bench/browser";
import { ensureReferenceBuild, nextBin, referenceVersions } from "./bench/reference";
import {
  httpGet,
  repoDir,
  startNextStart,
  startStaticServer,
  startWebServer,
  type WebServer,
  webDir,
} from "./bench/support";

const HOST = "sunsaverprogram.com";
const REFERENCE_HOST = "reference";

// ---- what is measured ---------------------------------------------------------------------------

type PageKind = "navigation" | "seeded" | "client-nav";
type PageDef = { key: string; label: string; path: string; kind: PageKind; tap?: boolean };

const PAGE_DEFS: PageDef[] = [
  { key: "home", label: "home", path: "/", kind: "navigation" },
  { key: "first-step", label: "first step", path: "/savings-mini/homeowner-renter", kind: "navigation", tap: true },
  { key: "phone", label: "phone step (session seeded)", path: "/savings-mini/phone", kind: "seeded" },
  { key: "results", label: "results (reload, session seeded)", path: "/savings-mini/results", kind: "seeded" },
  {
    key: "results-nav",
    label: "results by client navigation (timespan)",
    path: "/savings-mini/results",
    kind: "client-nav",
  },
  { key: "slick", label: "slick landing", path: "/go-solar-savings-slick", kind: "navigation" },
  { key: "content", label: "content page", path: "/solar-101", kind: "navigation" },
  { key: "legal", label: "legal page", path: "/legal/privacy-policy", kind: "navigation" },
];

/** Issue 8's budgets, relative to the bare reference of the same run and mode. */
const BUDGET = { scoreBelowRef: 3, tbtRatio: 1.5, lcpRatio: 1.3, cls: 0.02, jsOverRefKb: 45, tapMs: 100 };

const HELP = `npm run bench:pages -- [options]

  --runs N             Lighthouse runs per page and mode; the median is reported (default 5)
  --taps N             tap-to-next runs per mode on the first step and the reference (default max(5, runs))
  --pages a,b,…        ${PAGE_DEFS.map((page) => page.key).join(", ")} (default all)
  --third-party M      on | off | both (default both)
  --pointer P          touch | mouse: how the visitor taps answers and fields (default touch, a phone's tap)
  --path key=/path     another path for a page (repeatable), e.g. --path content=/solar-basics
  --site-dir DIR       the web app whose .next build to serve (default web/)
  --build-site         run \`npx turbo run build --filter=web\` first (default: reuse web/.next)
  --rebuild-reference  rebuild the bare reference even if its build is current
  BENCH_LHR_DIR=dir    (environment) keep every Lighthouse report there as JSON
  --throughput         also compare the first step's throughput with a static server (autocannon)
  --help`;

// ---- small helpers ------------------------------------------------------------------------------

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const kB = (bytes: number) => bytes / 1000;
const settle = <T>(promise: Promise<T>): Promise<T | Error> =>
  promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      taps: { type: "string" },
      pages: { type: "string", default: "all" },
      "third-party": { type: "string", default: "both" },
      pointer: { type: "string", default: "touch" },
      path: { type: "string", multiple: true, default: [] },
      "site-dir": { type: "string" },
      "build-site": { type: "boolean", default: false },
      "rebuild-reference": { type: "boolean", default: false },
      throughput: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.info(HELP);
    process.exit(0);
  }
  const count = (name: string, text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} wants a whole number >= 1, not ${text}`);
    return value;
  };
  const runs = count("runs", values.runs);
  const taps = values.taps === undefined ? Math.max(5, runs) : count("taps", values.taps);
  const modeOption = values["third-party"];
  if (!["on", "off", "both"].includes(modeOption))
    throw new Error(`--third-party is on, off or both, not ${modeOption}`);
  const modes: ThirdParty[] = modeOption === "both" ? ["on", "off"] : [modeOption as ThirdParty];
  const pointer = values.pointer;
  if (pointer !== "touch" && pointer !== "mouse") throw new Error(`--pointer is touch or mouse, not ${pointer}`);
  const pages = PAGE_DEFS.map((page) => ({ ...page }));
  for (const override of values.path) {
    const [key, path] = override.split("=");
    const page = pages.find((candidate) => candidate.key === key);
    if (!page || !path?.startsWith("/")) throw new Error(`--path wants key=/path with a known key, not ${override}`);
    page.path = path;
    if (key === "results") {
      const viaNav = pages.find((candidate) => candidate.key === "results-nav");
      if (viaNav) viaNav.path = path;
    }
  }
  const wanted =
    values.pages === "all" ? pages.map((page) => page.key) : values.pages.split(",").map((key) => key.trim());
  for (const key of wanted) {
    if (!pages.some((page) => page.key === key))
      throw new Error(`unknown page ${key}; known: ${pages.map((page) => page.key).join(", ")}`);
  }
  const pathOf = (key: string) => pages.find((page) => page.key === key)?.path ?? "";
  return {
    runs,
    taps,
    modes,
    pointer: pointer as Pointer,
    pages: pages.filter((page) => wanted.includes(page.key)),
    /** Where a walk starts, and the steps the seeded and client-navigation pages need. */
    funnel: { start: pathOf("first-step"), phone: pathOf("phone"), results: pathOf("results") },
    siteDir: resolve(values["site-dir"] ?? webDir),
    buildSite: values["build-site"],
    rebuildReference: values["rebuild-reference"],
    throughput: values.throughput,
  };
}

// ---- the site build -----------------------------------------------------------------------------

/** The newest source file of the web app (tests excluded), to warn when the build is older. */
function newestSource(dir: string): { file: string; mtime: number } {
  let newest = { file: "", mtime: 0 };
  const visit = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== "node_modules" && !entry.startsWith(".")) visit(join(path, entry));
      }
    } else if (!/\.test\.tsx?$|\.testing\.tsx?$/.test(path) && stat.mtimeMs > newest.mtime) {
      newest = { file: path, mtime: stat.mtimeMs };
    }
  };
  for (const entry of [
    "app",
    "blocks",
    "flows",
    "lib",
    "proxy.ts",
    "next.config.ts",
    "package.json",
    "panda.config.ts",
  ]) {
    visit(join(dir, entry));
  }
  return newest;
}

function buildSite() {
  console.info("building the site: npx turbo run build --filter=web …");
  const started = Date.now();
  const result = spawnSync("npx", ["turbo", "run", "build", "--filter=web"], { cwd: repoDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`the site build failed (exit ${result.status})`);
  const seconds = (Date.now() - started) / 1000;
  console.info(`site built in ${seconds.toFixed(0)} s`);
  return seconds;
}

// ---- first-load JS ------------------------------------------------------------------------------

type FirstLoad = {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  html: Buffer;
  contentType: string;
};

const decodeAttr = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<");

/**
 * The scripts a page's HTML loads: every <script src>, and the chunks our server hands to its
 * after-paint loader instead (`__homefrontScripts([...])`, lib/server/http/afterFirstPaint.mjs).
 */
function scriptSources(html: string): Set<string> {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const src = match[1] ?? match[2] ?? match[3];
    if (src) sources.add(decodeAttr(src));
  }
  for (const match of html.matchAll(/\((\["\/_next\/static\/chunks\/[^\]]*\])\)<\/script>/g)) {
    for (const src of JSON.parse(match[1] ?? "[]") as string[]) sources.add(src);
  }
  return sources;
}

/** Every same-origin script the served HTML loads (scriptSources), each gzipped at level 9, summed. */
async function firstLoadJs(port: number, path: string, host: string): Promise<FirstLoad> {
  const page = await httpGet(port, path, host);
  if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
  const sources = scriptSources(page.body.toString("utf8"));
  const result: FirstLoad = {
    scripts: 0,
    rawBytes: 0,
    gzipBytes: 0,
    htmlBytes: page.body.length,
    htmlGzipBytes: gzipSync(page.body, { level: 9 }).length,
    html: page.body,
    contentType: String(page.headers["content-type"] ?? "text/html; charset=utf-8"),
  };
  for (const src of sources) {
    const url = new URL(src, `http://${host}${path}`);
    if (url.host !== host) continue; // third-party <script src> would be listed here; the site has none in its HTML
    const script = await httpGet(port, url.pathname + url.search, host);
    if (script.status !== 200) throw new Error(`GET ${url.pathname} answered ${script.status}`);
    result.scripts += 1;
    result.rawBytes += script.body.length;
    result.gzipBytes += gzipSync(script.body, { level: 9 }).length;
  }
  return result;
}

/** The page and its same-origin scripts, each asked for as a browser does; then a pause for the server's background compression. */
async function warmAsBrowser(port: number, path: string, host: string): Promise<void> {
  const asBrowser = { "accept-encoding": "gzip, deflate, br, zstd" };
  const html = (await httpGet(port, path, host)).body.toString("utf8");
  await httpGet(port, path, host, 30_000, asBrowser);
  for (const src of scriptSources(html)) {
    if (src.startsWith("/")) await httpGet(port, src, host, 30_000, asBrowser);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// ---- results ------------------------------------------------------------------------------------

type Attempts<T> = { runs: T[]; errors: string[] };
const attempts = <T>(): Attempts<T> => ({ runs: [], errors: [] });

type ModeResults = {
  webdriver: boolean | null;
  reference: { navigation: Attempts<LighthouseRun>; timespan: Attempts<LighthouseRun>; taps: Attempts<TapRun> };
  pages: Record<string, { lighthouse: Attempts<LighthouseRun>; taps: Attempts<TapRun> }>;
};

type Summary = {
  score: number;
  tbtMs: number;
  lcpMs: number | null;
  cls: number;
  inpMs: number | null;
  thirdPartyRequests: number;
  tapToPaintMs: number | null;
  documentBytes: number | null;
  n: number;
};

function summarize(result: Attempts<LighthouseRun>): Summary | null {
  const { runs } = result;
  if (runs.length === 0) return null;
  const maybe = (values: (number | null | undefined)[]) => {
    const numbers = values.filter((value): value is number => typeof value === "number" && !Number.isNaN(value));
    return numbers.length ? median(numbers) : null;
  };
  return {
    score: median(runs.map((run) => run.score)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: maybe(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    inpMs: maybe(runs.map((run) => run.inpMs)),
    thirdPartyRequests: median(runs.map((run) => run.thirdPartyRequests)),
    tapToPaintMs: maybe(runs.map((run) => run.tapToPaintMs)),
    documentBytes: maybe(runs.map((run) => run.documentBytes)),
    n: runs.length,
  };
}

type Check = { name: string; ok: boolean };

// ---- report -------------------------------------------------------------------------------------

const mark = (ok: boolean) => (ok ? "✅" : "❌");
const msText = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
/**
 * TBT under 1 ms keeps one significant digit: against a reference's 0 ms, a median of 0.2 ms (one
 * task of 50.2 ms) misses the budget, and "0 ms ❌" would not say why.
 */
const tbtText = (value: number) => (value > 0 && value < 1 ? `${Number(value.toPrecision(1))} ms` : msText(value));
const ratioText = (value: number, ref: number) => (ref > 0 ? `${(value / ref).toFixed(2)}×` : `ref ${tbtText(ref)}`);
const sign = (value: number, digits = 0) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(digits)}`;

function tapText(taps: Attempts<TapRun>) {
  if (taps.runs.length === 0) return taps.errors.length ? `not measured: ${taps.errors[0]}` : "–";
  return `${msText(median(taps.runs.map((run) => run.ms)))} (n=${taps.runs.length})`;
}

/**
 * A new connection's first round trip (10 segments of 1,460 bytes): Lighthouse's simulation, as a
 * phone's network, needs a second one for an HTML answer any larger, which showed in LCP (issue 8).
 */
const FIRST_ROUND_TRIP_BYTES = 14_600;
const htmlText = (bytes: number | null) =>
  bytes === null
    ? "–"
    : `${(bytes / 1000).toFixed(1)} kB${bytes > FIRST_ROUND_TRIP_BYTES ? " ⚠ over 1st round trip" : ""}`;

type Row = { cells: string[]; checks: Check[] };

function referenceRow(
  label: string,
  summary: Summary | null,
  js: FirstLoad | Error | null,
  taps: Attempts<TapRun> | null,
  errors: string[],
): string[] {
  if (!summary) return [label, `not measured: ${errors[0] ?? "no run"}`, "", "", "", "", "", "", "", "–"];
  const jsText =
    js === null ? "–" : js instanceof Error ? `n/a: ${errorText(js)}` : `${kB(js.gzipBytes).toFixed(1)} kB`;
  const tap =
    summary.tapToPaintMs !== null ? `${msText(summary.tapToPaintMs)} (throttled)` : taps ? tapText(taps) : "–";
  return [
    label,
    summary.score.toFixed(0),
    tbtText(summary.tbtMs),
    summary.lcpMs === null ? "–" : `${(summary.lcpMs / 1000).toFixed(2)} s`,
    summary.cls.toFixed(3),
    jsText,
    htmlText(summary.documentBytes),
    tap,
    String(summary.thirdPartyRequests),
    "–",
  ];
}

function pageRow(
  page: PageDef,
  summary: Summary | null,
  errors: string[],
  ref: Summary | null,
  js: FirstLoad | Error | null,
  refJs: FirstLoad | Error | null,
  taps: Attempts<TapRun> | null,
  redirects: string[],
): Row {
  const label = `${page.label} \`${page.path}\``;
  if (!summary || !ref) {
    const why = !summary ? (errors[0] ?? "no run") : "the reference was not measured";
    return { cells: [label, `not measured: ${why}`, "", "", "", "", "", "", "", "⚠ n/a"], checks: [] };
  }
  const checks: Check[] = [];
  const scoreOk = summary.score >= ref.score - BUDGET.scoreBelowRef;
  checks.push({ name: "score", ok: scoreOk });
  const tbtOk = summary.tbtMs <= BUDGET.tbtRatio * ref.tbtMs;
  checks.push({ name: "TBT", ok: tbtOk });
  let lcp = "–";
  if (summary.lcpMs !== null && ref.lcpMs !== null) {
    const ok = summary.lcpMs <= BUDGET.lcpRatio * ref.lcpMs;
    checks.push({ name: "LCP", ok });
    lcp = `${(summary.lcpMs / 1000).toFixed(2)} s (${ratioText(summary.lcpMs, ref.lcpMs)}) ${mark(ok)}`;
  }
  const clsOk = summary.cls <= BUDGET.cls;
  checks.push({ name: "CLS", ok: clsOk });
  let jsCell = "–";
  if (js instanceof Error) jsCell = `n/a: ${errorText(js)}`;
  else if (js && refJs && !(refJs instanceof Error)) {
    const over = kB(js.gzipBytes - refJs.gzipBytes);
    const ok = over <= BUDGET.jsOverRefKb;
    checks.push({ name: "JS", ok });
    jsCell = `${kB(js.gzipBytes).toFixed(1)} kB (${sign(over, 1)}) ${mark(ok)}`;
  }
  let tap = "–";
  if (summary.tapToPaintMs !== null) tap = `${msText(summary.tapToPaintMs)} (throttled)`;
  if (taps) {
    tap = tapText(taps);
    if (taps.runs.length) {
      const ok = median(taps.runs.map((run) => run.ms)) <= BUDGET.tapMs;
      checks.push({ name: "tap", ok });
      tap += ` ${mark(ok)}`;
    }
  }
  const failed = checks.filter((check) => !check.ok).map((check) => check.name);
  const redirected = redirects.length ? ` ⚠ ended at ${redirects.join(", ")}` : "";
  return {
    cells: [
      label + redirected,
      `${summary.score.toFixed(0)} (${sign(summary.score - ref.score)}) ${mark(scoreOk)}`,
      `${tbtText(summary.tbtMs)} (${ratioText(summary.tbtMs, ref.tbtMs)}) ${mark(tbtOk)}`,
      lcp,
      `${summary.cls.toFixed(3)} ${mark(clsOk)}`,
      jsCell,
      htmlText(summary.documentBytes),
      tap,
      String(summary.thirdPartyRequests),
      failed.length ? `❌ over: ${failed.join(", ")}` : `✅ all ${checks.length}`,
    ],
    checks,
  };
}

function table(rows: string[][]) {
  const header = [
    "page",
    "Lighthouse score",
    "TBT",
    "LCP",
    "CLS",
    "first-load JS (gzip -9)",
    "HTML (transfer)",
    "tap → next question",
    "3p req",
    "budgets",
  ];
  const escapeCell = (cell: string) => cell.replace(/\|/g, "\\|");
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(escapeCell).join(" | ")} |`),
  ].join("\n");
}

// ---- run ----------------------------------------------------------------------------------------

let site: WebServer | undefined;
let reference: WebServer | undefined;
let tapSession: Session | undefined;
let scratch: string | undefined;

async function cleanup() {
  await tapSession?.close().catch(() => undefined);
  await closeAllChromium().catch(() => undefined);
  await site?.stop().catch(() => undefined);
  await reference?.stop().catch(() => undefined);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.warn(`\n${signal}: stopping the servers and browsers`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main() {
  const options = parseOptions();
  setPointer(options.pointer);
  const startedAt = new Date();
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  let siteBuildSeconds: number | null = null;
  if (options.buildSite) {
    if (options.siteDir !== webDir) throw new Error("--build-site builds web/ only; drop --site-dir");
    siteBuildSeconds = buildSite();
  }
  const buildIdFile = join(options.siteDir, ".next", "BUILD_ID");
  const warnings: string[] = [];
  if (existsSync(buildIdFile)) {
    const newest = newestSource(options.siteDir);
    if (newest.mtime > statSync(buildIdFile).mtimeMs) {
      warnings.push(
        `the site build is older than its sources (${relative(repoDir, newest.file)} changed ${new Date(newest.mtime).toISOString()}, build ${statSync(buildIdFile).mtime.toISOString()}): rebuild or pass --build-site`,
      );
    }
  }
  for (const warning of warnings) console.warn(`⚠ ${warning}`);

  console.info("reference: checking the bare Next build…");
  const ref = ensureReferenceBuild(options.rebuildReference);
  console.info(ref.buildSeconds ? `reference built in ${ref.buildSeconds.toFixed(0)} s` : "reference build is current");

  console.info(`starting the site (${relative(repoDir, options.siteDir) || "."}/.next) and the reference…`);
  [site, reference] = await Promise.all([
    startWebServer({ host: HOST, path: options.funnel.start || "/", dir: options.siteDir }, 2 * 60_000),
    startNextStart(ref.dir, nextBin()),
  ]);
  // Other sessions on this machine may stop node servers; a dead server is restarted on its port
  // (the site with the same database, so seeded sessions stay valid) and the measurement retried once.
  const servers = [
    ["site", site],
    ["reference", reference],
  ] as const;
  const ensureUp = async () => {
    for (const [name, server] of servers) {
      const exit = server.exit();
      if (!exit) continue;
      const message = `the ${name} server exited (${exit}) during the run and was restarted on port ${server.port}`;
      console.warn(`⚠ ${message}; its last output:\n${server.output().slice(-1500)}`);
      warnings.push(message);
      await server.restart();
      // Warm it again like at the start (the first request of each route is slow).
      const paths = server === site ? options.pages.map((page) => page.path) : ["/"];
      const host = server === site ? HOST : `${REFERENCE_HOST}.localhost:${server.port}`;
      for (const path of paths) await settle(httpGet(server.port, path, host));
    }
  };
  const measured = async <T>(work: () => Promise<T>): Promise<T | Error> => {
    const up = await settle(ensureUp());
    if (up instanceof Error) return up;
    const result = await settle(work());
    if (!(result instanceof Error) || !servers.some(([, server]) => server.exit())) return result;
    const again = await settle(ensureUp());
    return again instanceof Error ? again : settle(work());
  };
  const siteOrigin = `http://${HOST}.localhost:${site.port}`;
  const refOrigin = `http://${REFERENCE_HOST}.localhost:${reference.port}`;
  console.info(`site ${siteOrigin} (build ${site.buildId}), reference ${refOrigin} (build ${reference.buildId})`);

  // Which pages exist in this build (a 404 is reported, not fatal).
  const status = new Map<string, number>();
  for (const page of options.pages) {
    const answer = await settle(httpGet(site.port, page.path, HOST));
    status.set(page.key, answer instanceof Error ? 0 : answer.status);
  }
  const available = options.pages.filter((page) => status.get(page.key) === 200);
  for (const page of options.pages.filter((candidate) => !available.includes(candidate))) {
    console.warn(`${page.key} ${page.path}: HTTP ${status.get(page.key) || "error"}, not measured`);
  }

  // First-load JS, from the served HTML (the same in both modes).
  const refJs = await settle(firstLoadJs(reference.port, "/", `${REFERENCE_HOST}.localhost:${reference.port}`));
  const pageJs = new Map<string, FirstLoad | Error>();
  // A visitor meets a warm server: every page and its scripts asked for once as a browser asks
  // (brotli accepted), so the site's cache of repeatable answers (server.mjs) holds them.
  for (const page of available) await settle(warmAsBrowser(site.port, page.path, HOST));
  for (const page of available.filter((candidate) => candidate.kind !== "client-nav")) {
    pageJs.set(page.key, await settle(firstLoadJs(site.port, page.path, HOST)));
  }
  const jsLine = (label: string, js: FirstLoad | Error) =>
    js instanceof Error
      ? `${label}: ${errorText(js)}`
      : `${label}: ${kB(js.gzipBytes).toFixed(1)} kB gzip, ${js.scripts} scripts`;
  console.info(`first-load JS ${jsLine("reference", refJs)}`);
  for (const [key, js] of pageJs) console.info(`first-load JS ${jsLine(key, js)}`);

  // Sessions for the steps deep in the funnel, from a real walk (third-party off: no difference to the state).
  const seeds = new Map<string, Record<string, string> | Error>();
  for (const page of available.filter((candidate) => candidate.kind === "seeded")) {
    console.info(`walking ${options.funnel.start} → ${page.path} for its session…`);
    const items = await measured(() => sessionAt("off", siteOrigin + options.funnel.start, page.path));
    seeds.set(page.key, items);
    if (items instanceof Error) console.warn(`  walk failed: ${errorText(items)}`);
    else console.info(`  sessionStorage keys: ${Object.keys(items).join(", ")}`);
  }

  const results = new Map<ThirdParty, ModeResults>();
  for (const mode of options.modes) {
    const webdriver = await settle(webdriverFlag(mode));
    results.set(mode, {
      webdriver: webdriver instanceof Error ? null : webdriver,
      reference: { navigation: attempts(), timespan: attempts(), taps: attempts() },
      pages: Object.fromEntries(available.map((page) => [page.key, { lighthouse: attempts(), taps: attempts() }])),
    });
    console.info(
      `third-party ${mode}: navigator.webdriver is ${webdriver instanceof Error ? `unknown (${errorText(webdriver)})` : webdriver}`,
    );
  }

  // Lighthouse, interleaved: per iteration and mode, the reference, then every page (rotated).
  const navPages = available.filter((page) => page.kind !== "client-nav");
  const clientNav = available.find((page) => page.kind === "client-nav");
  const perIteration = navPages.length + 1 + (clientNav ? 2 : 0);
  const total = options.runs * options.modes.length * perIteration;
  let done = 0;
  const log = (mode: ThirdParty, what: string, result: LighthouseRun | Error) => {
    done += 1;
    const prefix = `[${done}/${total}] 3p ${mode} ${what}:`;
    if (result instanceof Error) console.warn(`${prefix} failed: ${errorText(result)}`);
    else {
      const lcp = result.lcpMs === null ? "" : `, LCP ${result.lcpMs.toFixed(0)} ms`;
      const html = result.documentBytes === null ? "" : `, HTML ${result.documentBytes} B`;
      const tap = result.tapToPaintMs === undefined ? "" : `, tap→paint ${result.tapToPaintMs.toFixed(0)} ms`;
      console.info(
        `${prefix} score ${result.score.toFixed(0)}, TBT ${result.tbtMs.toFixed(0)} ms${lcp}, CLS ${result.cls.toFixed(3)}${tap}${html}, 3p req ${result.thirdPartyRequests}${result.lcpElement ? `, LCP element ${result.lcpElement.slice(0, 80)}` : ""}`,
      );
    }
  };
  const record = (target: Attempts<LighthouseRun>, result: LighthouseRun | Error) => {
    if (result instanceof Error) target.errors.push(errorText(result));
    else target.runs.push(result);
  };

  for (let iteration = 0; iteration < options.runs; iteration++) {
    for (const mode of options.modes) {
      const mine = results.get(mode);
      if (!mine) continue;
      const refRun = await measured(() => lighthouseNavigation(`${refOrigin}/`, mode));
      record(mine.reference.navigation, refRun);
      log(mode, "reference", refRun);
      const shift = navPages.length ? iteration % navPages.length : 0;
      const order = [...navPages.slice(shift), ...navPages.slice(0, shift)];
      for (const page of order) {
        const target = mine.pages[page.key]?.lighthouse;
        if (!target) continue;
        let run: LighthouseRun | Error;
        if (page.kind === "seeded") {
          const seed = seeds.get(page.key);
          run =
            !seed || seed instanceof Error
              ? new Error(`no session to seed: ${seed ? errorText(seed) : "walk not run"}`)
              : await measured(() =>
                  lighthouseNavigation(siteOrigin + page.path, mode, { host: new URL(siteOrigin).host, items: seed }),
                );
        } else {
          run = await measured(() => lighthouseNavigation(siteOrigin + page.path, mode));
        }
        record(target, run);
        log(mode, page.key, run);
      }
      if (clientNav) {
        const tapRef = referenceTap(`${refOrigin}/`);
        const refSpan = await measured(() => lighthouseTimespan(mode, tapRef.prepare, tapRef.act));
        record(mine.reference.timespan, refSpan);
        log(mode, "reference tap (timespan)", refSpan);
        const flow = clientNavigation(siteOrigin + options.funnel.start, options.funnel.phone);
        const span = await measured(() => lighthouseTimespan(mode, flow.prepare, flow.act));
        const target = mine.pages[clientNav.key]?.lighthouse;
        if (target) record(target, span);
        log(mode, `${clientNav.key} (timespan)`, span);
      }
    }
  }

  // Tap to the next question, unthrottled, alternating reference and first step.
  const tapPage = available.find((page) => page.tap);
  if (tapPage) {
    for (const mode of options.modes) {
      const mine = results.get(mode);
      const target = mine?.pages[tapPage.key]?.taps;
      if (!mine || !target) continue;
      tapSession = await startChromium(mode);
      for (let i = 0; i < options.taps; i++) {
        const pair: [Attempts<TapRun>, string][] = [
          [mine.reference.taps, `${refOrigin}/`],
          [target, siteOrigin + tapPage.path],
        ];
        if (i % 2) pair.reverse();
        for (const [into, url] of pair) {
          const session = tapSession;
          const run = await measured(() => tapToNext(session, url));
          if (run instanceof Error) into.errors.push(errorText(run));
          else into.runs.push(run);
          const who = into === target ? tapPage.key : "reference";
          console.info(
            `tap 3p ${mode} ${who} ${i + 1}/${options.taps}: ${run instanceof Error ? `failed: ${errorText(run)}` : `${run.ms.toFixed(0)} ms ("${run.from}" → "${run.to}")`}`,
          );
        }
      }
      await tapSession.close();
      tapSession = undefined;
    }
  }

  // Optional: throughput of the first step through the Host rewrite next to a static server.
  let throughput: { next: CannonResult | Error; static: CannonResult | Error } | null = null;
  const stepJs = pageJs.get("first-step");
  if (options.throughput && stepJs && !(stepJs instanceof Error)) {
    const cannon = (port: number, path: string) =>
      settle(
        autocannon({
          url: `http://127.0.0.1:${port}${path}`,
          headers: { host: HOST },
          connections: 10,
          duration: 10,
          warmup: { connections: 10, duration: 2 },
        }),
      );
    scratch = mkdtempSync(join(tmpdir(), "homefront-bench-html-"));
    const file = join(scratch, "step.html");
    writeFileSync(file, stepJs.html);
    const nextResult = await cannon(site.port, options.funnel.start);
    const staticServer = await startStaticServer(file, stepJs.contentType);
    const staticResult = await cannon(staticServer.port, options.funnel.start);
    await staticServer.stop();
    throughput = { next: nextResult, static: staticResult };
  }

  // ---- the report ----
  const buildAtEnd = existsSync(buildIdFile) ? readFileSync(buildIdFile, "utf8").trim() : "(missing)";
  if (buildAtEnd !== site.buildId)
    warnings.push(`the site's .next changed to ${buildAtEnd} during the run (measured ${site.buildId})`);
  let chromium = "unknown";
  try {
    chromium =
      execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).match(
        /\d+(?:\.\d+)+/,
      )?.[0] ?? chromium;
  } catch {
    // only a label
  }
  const versions = referenceVersions();
  const json: Record<string, unknown> = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    host: HOST,
    siteDir: options.siteDir,
    siteBuildId: site.buildId,
    siteBuildSeconds,
    referenceBuildSeconds: ref.buildSeconds,
    versions: { ...versions, node: process.version, chromium, lighthouse: "12.8.2" },
    cpus: cpus().length,
    runs: options.runs,
    taps: options.taps,
    pointer: options.pointer,
    budgets: BUDGET,
    warnings,
    chromeFlags: CHROME_FLAGS,
    pages: options.pages.map((page) => ({ ...page, status: status.get(page.key) })),
    firstLoadJs: {
      reference: refJs instanceof Error ? { error: refJs.message } : { ...refJs, html: undefined },
      ...Object.fromEntries(
        [...pageJs].map(([key, js]) => [key, js instanceof Error ? { error: js.message } : { ...js, html: undefined }]),
      ),
    },
    modes: {},
  };
  const modesJson = json.modes as Record<string, unknown>;
  const sections: string[] = [];
  let allChecks = 0;
  let failedChecks = 0;
  for (const mode of options.modes) {
    const mine = results.get(mode);
    if (!mine) continue;
    const refNav = summarize(mine.reference.navigation);
    const refSpan = summarize(mine.reference.timespan);
    const rows: string[][] = [
      referenceRow(
        `**bare Next ${versions.next} reference**`,
        refNav,
        refJs,
        tapPage ? mine.reference.taps : null,
        mine.reference.navigation.errors,
      ),
    ];
    const pageSummaries: Record<string, unknown> = {};
    for (const page of options.pages) {
      if (!available.includes(page)) {
        rows.push([
          `${page.label} \`${page.path}\``,
          `HTTP ${status.get(page.key) || "error"}: not measured`,
          "",
          "",
          "",
          "",
          "",
          "",
          "⚠ n/a",
        ]);
        pageSummaries[page.key] = { status: status.get(page.key) };
        continue;
      }
      const measured = mine.pages[page.key];
      if (!measured) continue;
      const summary = summarize(measured.lighthouse);
      if (page.kind === "client-nav") {
        rows.push(
          referenceRow(
            "**bare reference: tap → 2nd question (timespan)**",
            refSpan,
            null,
            null,
            mine.reference.timespan.errors,
          ),
        );
      }
      const norm = (path: string) => path.replace(/\/+$/, "") || "/";
      const redirects = [
        ...new Set(
          measured.lighthouse.runs
            .map((run) => norm(new URL(run.finalUrl).pathname))
            .filter((path) => path !== norm(page.path)),
        ),
      ];
      const row = pageRow(
        page,
        summary,
        measured.lighthouse.errors,
        page.kind === "client-nav" ? refSpan : refNav,
        page.kind === "client-nav" ? null : (pageJs.get(page.key) ?? null),
        refJs,
        page.tap ? measured.taps : null,
        redirects,
      );
      rows.push(row.cells);
      allChecks += row.checks.length;
      failedChecks += row.checks.filter((check) => !check.ok).length;
      pageSummaries[page.key] = { summary, ...measured, checks: row.checks, redirects };
    }
    modesJson[mode] = {
      webdriver: mine.webdriver,
      reference: {
        navigation: { summary: refNav, ...mine.reference.navigation },
        timespan: { summary: refSpan, ...mine.reference.timespan },
        taps: mine.reference.taps,
      },
      pages: pageSummaries,
    };
    const title =
      mode === "on"
        ? "Third-party scripts on (as a visitor's browser gets them; their requests fail offline)"
        : "Third-party scripts off (navigator.webdriver true, as under Playwright)";
    sections.push(`### ${title}\n\nnavigator.webdriver: ${mine.webdriver ?? "unknown"}\n\n${table(rows)}`);
  }

  const benchmark = median(
    [...results.values()]
      .flatMap((mode) => mode.reference.navigation.runs.map((run) => run.benchmarkIndex ?? Number.NaN))
      .filter((value) => !Number.isNaN(value)),
  );
  const throughputLines: string[] = [];
  if (throughput) {
    const line = (name: string, result: CannonResult | Error) =>
      result instanceof Error
        ? `- ${name}: not measured: ${errorText(result)}`
        : `- ${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.requests.total} requests, ${result.non2xx} non-2xx)`;
    throughputLines.push(
      "",
      "Throughput of the first step (autocannon, 10 connections, 2 s warm-up + 10 s):",
      line("Next, host rewrite", throughput.next),
      line("static server, same HTML bytes", throughput.static),
    );
    json.throughput = throughput;
  }
  const report = [
    `## Page bench: ${HOST} against a bare Next.js page, same run`,
    "",
    `Site build \`${site.buildId}\` (${relative(repoDir, options.siteDir) || "."}/.next), reference: Next ${versions.next}, React ${versions.react}; ${startedAt.toISOString()}; Node ${process.version}; ${cpus().length} CPUs; Chromium ${chromium}; Lighthouse 12.8.2; ${options.runs} run(s) per page and mode, ${options.taps} taps; answers pressed by ${options.pointer === "touch" ? "touch taps" : "mouse clicks"}; Lighthouse benchmarkIndex ${Number.isNaN(benchmark) ? "n/a" : benchmark.toFixed(0)}.`,
    ...warnings.map((warning) => `\n⚠ ${warning}`),
    "",
    ...sections.flatMap((section) => [section, ""]),
    `Budgets met: ${allChecks - failedChecks} of ${allChecks} checks.`,
    "",
    "- Lighthouse: mobile default config (simulated throttling), performance only, a fresh Chromium profile per run; medians per metric. Interleaved: each iteration runs the reference, then every page (order rotated per iteration), per mode.",
    `- Ratios and budgets are to the reference of the same mode: score ≥ ref − ${BUDGET.scoreBelowRef}, TBT ≤ ${BUDGET.tbtRatio}× ref, LCP ≤ ${BUDGET.lcpRatio}× ref, CLS ≤ ${BUDGET.cls}, first-load JS ≤ ref + ${BUDGET.jsOverRefKb} kB, tap → next ≤ ${BUDGET.tapMs} ms.`,
    "- First-load JS: every same-origin `<script src>` of the served HTML, gzip -9, summed (1 kB = 1000 B); inline scripts (the RSC payload) are in the HTML, not counted. Third-party scripts are injected later and not counted.",
    ...(available.some((page) => page.kind === "seeded")
      ? [
          `- Phone step and results (reload): the sessionStorage of a real walk from ${options.funnel.start} (Chromium, third-party off) written into the document before its scripts run, then a Lighthouse navigation: a visitor reloading that step. ⚠ marks a run that ended on another URL.`,
        ]
      : []),
    ...(clientNav
      ? [
          `- Results by client navigation: walk to ${options.funnel.phone} unthrottled, fill it, then a Lighthouse timespan over submit → results painted + 3 s. Timespan mode uses devtools throttling (4× CPU, slow 4G), not simulation, and has no LCP; it is compared with a timespan over the reference's tap. Its tap column is the submit → results heading time under that throttling.`,
        ]
      : []),
    ...(tapPage
      ? [
          "- Tap → next question: unthrottled, fresh incognito context at 412×823, page loaded, the answer button hydrated and the network idle; time from the tap's (or click's, `--pointer mouse`) pointerdown to the first frame after which a different question heading is visible (opacity > 0, in the viewport). Resolution one frame.",
        ]
      : []),
    `- HTML (transfer): median size of the page's HTML answer as Lighthouse saw it transferred, headers included (brotli as served); ⚠ marks one over a new connection's first round trip (${FIRST_ROUND_TRIP_BYTES.toLocaleString("en-US")} bytes), which costs Lighthouse's simulated phone one more round trip before the first paint. Not a budget of the issue: it explains LCP.`,
    "- 3p req: median count of requests to other hosts in a Lighthouse run (they fail offline).",
    ...throughputLines,
    "",
  ].join("\n");

  console.info(`\n${report}`);
  const reports = join(repoDir, ".reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, "bench-pages.md"), report);
  writeFileSync(join(reports, "bench-pages.json"), `${JSON.stringify(json, null, 2)}\n`);
  console.info(`written to ${join(reports, "bench-pages.md")} and bench-pages.json`);
}

try {
  await main();
} catch (error) {
  console.error(`bench:pages could not measure: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
