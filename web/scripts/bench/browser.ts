// Chromium work of the page bench: Lighthouse navigations and timespans, walking a funnel, and the
// tap-to-next-question timing. Every browser is Debian's /usr/bin/chromium started by chrome-launcher
// with a fresh profile and driven over CDP by puppeteer-core (the copy Lighthouse itself uses).
//
// Third-party scripts: the site skips them when navigator.webdriver is true
// (web/lib/tracking/environment.ts). A Chromium started by chrome-launcher and driven over CDP
// reports false, like a visitor's browser; `--enable-automation` (what Playwright passes) makes it
// true. So "third-party on" = the flags below, "off" = the same plus --enable-automation.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { startTimespan } from "lighthouse";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../tests/chromium";
import { freePort, releasePort } from "./support";

export const CHROMIUM = CHROMIUM_PATH;
export const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];

export type ThirdParty = "on" | "off";

const flagsFor = (thirdParty: ThirdParty) =>
  thirdParty === "on" ? CHROME_FLAGS : [...CHROME_FLAGS, "--enable-automation"];

/** Lighthouse 12.8's default mobile emulation (moto g power 2022), set before timespans and taps. */
const MOBILE = {
  viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How the bench's visitor presses things. "touch" (the default) is a phone's tap: the bench
 * emulates a phone, and a mouse click there leaves a pointer over the page, so every change of
 * the page under it dispatches mouse moves, hover and out events and starts hover transitions,
 * which a phone never does. "mouse" keeps the earlier runs' clicks, to compare with them.
 */
export type Pointer = "touch" | "mouse";
let pointer: Pointer = "touch";
export function setPointer(value: Pointer) {
  pointer = value;
}

async function press(handle: ElementHandle<Element>) {
  if (pointer === "touch") await handle.tap();
  else await handle.click();
}

// ---- browsers -----------------------------------------------------------------------------------

export type Session = { chrome: LaunchedChrome; browser: Browser; close: () => Promise<void> };

const open = new Set<Session>();

/** A fresh Chromium (own profile) with puppeteer connected; `close` kills it. */
export async function startChromium(thirdParty: ThirdParty): Promise<Session> {
  // A full run starts over a hundred browsers: each gives its debugging port back when it closes.
  const port = await freePort();
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: flagsFor(thirdParty),
    port,
    handleSIGINT: false,
    logLevel: "silent",
  }).catch((error: unknown) => {
    releasePort(port);
    throw error;
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const session: Session = {
      chrome,
      browser,
      close: async () => {
        open.delete(session);
        await browser.disconnect().catch(() => undefined);
        chrome.kill();
        releasePort(port);
      },
    };
    open.add(session);
    return session;
  } catch (error) {
    chrome.kill();
    releasePort(port);
    throw error;
  }
}

/** Kills every Chromium still open (error paths, Ctrl-C). */
export async function closeAllChromium() {
  await Promise.all([...open].map((session) => session.close()));
}

async function firstPage(browser: Browser): Promise<Page> {
  return (await browser.pages())[0] ?? browser.newPage();
}

/** What navigator.webdriver says in a browser started for this mode (a check of the switch). */
export async function webdriverFlag(thirdParty: ThirdParty): Promise<boolean> {
  const session = await startChromium(thirdParty);
  try {
    const page = await firstPage(session.browser);
    await page.goto("data:text/html,<title>webdriver</title>");
    return await page.evaluate(() => navigator.webdriver);
  } finally {
    await session.close();
  }
}

// ---- Lighthouse ---------------------------------------------------------------------------------

export type LighthouseRun = {
  score: number;
  tbtMs: number;
  /** null in timespan mode (no LCP without a page load). */
  lcpMs: number | null;
  cls: number;
  /** Timespan mode only, when the interaction produced an INP. */
  inpMs: number | null;
  /** Requests to other hosts than the page's (third-party scripts, beacons; they fail offline). */
  thirdPartyRequests: number;
  finalUrl: string;
  benchmarkIndex: number | null;
  /** Timespans: from the tap to the next heading painted, under Lighthouse's devtools throttling. */
  tapToPaintMs?: number;
  /** Navigations: the start of the LCP element's HTML, to see what the page's largest paint was. */
  lcpElement: string | null;
  /** Navigations: the page's HTML answer as transferred, headers included (null in timespans). */
  documentBytes: number | null;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

let savedReports = 0;

/** With BENCH_LHR_DIR set, every Lighthouse report is kept there whole, to see what a number is made of. */
function keepReport(lhr: Lhr, mode: "navigation" | "timespan") {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const url = new URL(lhr.finalDisplayedUrl);
  const name = `${String(++savedReports).padStart(3, "0")}-${mode}-${url.host}${url.pathname}`.replace(
    /[^\w.-]+/g,
    "_",
  );
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(lhr));
}

function readLhr(lhr: Lhr, mode: "navigation" | "timespan"): LighthouseRun {
  keepReport(lhr, mode);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const metric = (id: string, required: boolean) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value === "number") return value;
    if (required) throw new Error(`Lighthouse gave no ${id}`);
    return null;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new Error("Lighthouse gave no performance score");
  const host = new URL(lhr.finalDisplayedUrl).host;
  const items =
    (
      lhr.audits["network-requests"]?.details as
        | { items?: { url?: string; resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  const html = items.find((item) => item.resourceType === "Document");
  const thirdPartyRequests = items.filter((item) => {
    if (!item.url?.startsWith("http")) return false;
    return new URL(item.url).host !== host;
  }).length;
  return {
    score: score * 100,
    tbtMs: metric("total-blocking-time", true) ?? 0,
    lcpMs: mode === "navigation" ? metric("largest-contentful-paint", true) : null,
    cls: metric("cumulative-layout-shift", true) ?? 0,
    inpMs: mode === "timespan" ? metric("interaction-to-next-paint", false) : null,
    thirdPartyRequests,
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement: lcpElementOf(lhr),
    documentBytes: mode === "navigation" ? (html?.transferSize ?? null) : null,
  };
}

/** The LCP element's snippet from the audit's table (its first item names the node). */
function lcpElementOf(lhr: Lhr): string | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

const LIGHTHOUSE_FLAGS = { logLevel: "error", output: "json", onlyCategories: ["performance"] } as const;

/**
 * One Lighthouse navigation (default mobile config, simulated throttling) in a fresh Chromium.
 * `seed`: sessionStorage items written into every document of `seedHost` before its scripts run
 * (only where a key is absent), so a step deep in the funnel loads as a visitor's reload would.
 */
export async function lighthouseNavigation(
  url: string,
  thirdParty: ThirdParty,
  seed?: { host: string; items: Record<string, string> },
): Promise<LighthouseRun> {
  const session = await startChromium(thirdParty);
  try {
    const page = await firstPage(session.browser);
    if (seed) {
      await page.evaluateOnNewDocument(
        (host: string, items: Record<string, string>) => {
          if (location.host !== host) return;
          for (const [key, value] of Object.entries(items)) {
            if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
          }
        },
        seed.host,
        seed.items,
      );
    }
    const result = await lighthouse(
      url,
      { ...LIGHTHOUSE_FLAGS, onlyCategories: [...LIGHTHOUSE_FLAGS.onlyCategories] },
      undefined,
      page,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    return readLhr(result.lhr, "navigation");
  } finally {
    await session.close();
  }
}

/**
 * One Lighthouse timespan (mobile; Lighthouse switches simulated throttling to devtools throttling
 * in timespan mode): `prepare` runs unthrottled and untraced, then the timespan covers `act` and
 * `settleMs` afterwards. `act` returns the tap-to-paint time it saw.
 */
export async function lighthouseTimespan(
  thirdParty: ThirdParty,
  prepare: (page: Page) => Promise<void>,
  act: (page: Page) => Promise<number>,
  settleMs = 3000,
): Promise<LighthouseRun> {
  const session = await startChromium(thirdParty);
  try {
    const page = await firstPage(session.browser);
    await page.emulate(MOBILE);
    await installTapProbe(page);
    await prepare(page);
    const timespan = await startTimespan(page, {
      flags: { ...LIGHTHOUSE_FLAGS, onlyCategories: [...LIGHTHOUSE_FLAGS.onlyCategories] },
    });
    let tapToPaintMs = Number.NaN;
    let failure: unknown;
    try {
      tapToPaintMs = await act(page);
      await sleep(settleMs);
    } catch (error) {
      failure = error;
    }
    // End the timespan even when the action failed, so the trace stops before Chromium is killed.
    const result = await timespan.endTimespan().catch((error: unknown) => {
      failure ??= error;
      return undefined;
    });
    if (failure) throw failure;
    if (!result) throw new Error("Lighthouse returned no timespan result");
    return { ...readLhr(result.lhr, "timespan"), tapToPaintMs };
  } finally {
    await session.close();
  }
}

// ---- the tap probe ------------------------------------------------------------------------------

const PROBE_KEY = "__benchTap";
/** Where the question heading is looked for, best first. */
const HEADINGS = "[data-step] h1, [data-step] h2, [data-step] [role=heading], main h1, h1";

export type TapProbe = { before: string; start?: number; end?: number; url?: string; heading?: string };

/**
 * Installed in every document before the page's scripts: once armed (sessionStorage, so it survives
 * a full page load), it records the first pointerdown's time, then checks after every frame for a
 * question heading whose text differs from `before` and which is visible (in the viewport, no
 * ancestor with opacity 0 / visibility hidden / display none), and records when that frame was
 * presented. Times are absolute (timeOrigin + timeStamp), so a document change between the two is
 * fine. Resolution: one frame (the check runs after the frame, in a task posted from rAF).
 */
async function installTapProbe(page: Page) {
  // A string, not a function: tsx compiles functions with name helpers that do not exist in the page.
  await page.evaluateOnNewDocument(`(() => {
    const key = ${JSON.stringify(PROBE_KEY)};
    const read = () => {
      try { return JSON.parse(sessionStorage.getItem(key) ?? "null"); } catch { return null; }
    };
    const write = (probe) => sessionStorage.setItem(key, JSON.stringify(probe));
    const now = (stamp) => performance.timeOrigin + stamp;
    addEventListener("pointerdown", (event) => {
      const probe = read();
      if (probe && !probe.start) write({ ...probe, start: now(event.timeStamp) });
    }, true);
    const visible = (element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false;
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden" || Number.parseFloat(style.opacity) === 0) return false;
      }
      return true;
    };
    const changedHeading = (before) => {
      for (const element of document.querySelectorAll(${JSON.stringify(HEADINGS)})) {
        const text = (element.textContent ?? "").replace(/\\s+/g, " ").trim();
        if (text && text !== before && visible(element)) return text;
      }
      return null;
    };
    const loop = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const probe = read();
        if (probe?.start && !probe.end) {
          const heading = changedHeading(probe.before);
          if (heading) {
            write({ ...probe, end: now(performance.now()), url: location.pathname, heading });
            return;
          }
        }
        if (!probe?.end) loop();
      };
      channel.port2.postMessage(0);
    });
    loop();
  })();`);
}

/** The visible question heading's text (the one the probe compares against). */
async function currentHeading(page: Page): Promise<string> {
  return page.evaluate((selectors: string) => {
    for (const element of document.querySelectorAll(selectors)) {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text && element.getBoundingClientRect().height > 0) return text;
    }
    return "";
  }, HEADINGS);
}

/** The first answer button of a choice step, as a visitor sees it. */
const ANSWER_SELECTORS = [
  '[data-step] [role="group"] button',
  '[role="group"] button',
  "[data-step] form button",
  "[data-step] button",
  "main form button",
];

async function firstAnswer(page: Page, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const selector of ANSWER_SELECTORS) {
      if (await page.$(selector)) return selector;
    }
    if (Date.now() > deadline) throw new Error(`no answer button (${ANSWER_SELECTORS.join(" | ")})`);
    await sleep(100);
  }
}

/**
 * Waits until React has hydrated `selector` (React puts a __reactProps$… key on each host element it
 * hydrates), then for the network to be idle. Gives up waiting for hydration after `timeoutMs`
 * (a page that works without JavaScript may never hydrate that element).
 */
async function waitForHydration(page: Page, selector: string, timeoutMs = 15_000) {
  await page
    .waitForFunction(
      (sel: string) => {
        const element = document.querySelector(sel);
        return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
      },
      { timeout: timeoutMs, polling: 50 },
      selector,
    )
    .catch(() => undefined);
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 10_000 }).catch(() => undefined);
}

async function readProbe(page: Page): Promise<TapProbe | null> {
  try {
    return await page.evaluate((key: string) => JSON.parse(sessionStorage.getItem(key) ?? "null"), PROBE_KEY);
  } catch {
    return null; // the document is being replaced
  }
}

/** Arms the probe, taps (or clicks) `selector` and resolves with the tap-to-painted time in ms. */
async function tapAndTime(page: Page, selector: string, timeoutMs = 15_000): Promise<TapProbe & { ms: number }> {
  const before = await currentHeading(page);
  await page.evaluate(
    (key: string, text: string) => sessionStorage.setItem(key, JSON.stringify({ before: text })),
    PROBE_KEY,
    before,
  );
  const handle = await page.$(selector);
  if (!handle) throw new Error(`nothing to tap at ${page.url()} (${selector})`);
  await press(handle);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = await readProbe(page);
    if (probe?.start && probe.end) return { ...probe, ms: probe.end - probe.start };
    if (Date.now() > deadline) {
      throw new Error(
        probe?.start
          ? `no new heading painted within ${timeoutMs / 1000} s of the tap (still "${before}" at ${page.url()})`
          : "the tap never reached the page (no pointerdown)",
      );
    }
    await sleep(50);
  }
}

export type TapRun = { ms: number; from: string; to: string; url: string };

/**
 * Tap-to-next-question, unthrottled: a fresh incognito context at mobile size, the page loaded and
 * hydrated and the network idle, then a tap (or click) on the first answer; the time from its pointerdown to
 * the frame in which the next question's heading is visible.
 */
export async function tapToNext(session: Session, url: string): Promise<TapRun> {
  const context = await session.browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate(MOBILE);
    await installTapProbe(page);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const selector = await firstAnswer(page);
    await waitForHydration(page, selector);
    const probe = await tapAndTime(page, selector);
    return { ms: probe.ms, from: probe.before, to: probe.heading ?? "", url: probe.url ?? "" };
  } finally {
    await context.close().catch(() => undefined);
  }
}

// ---- walking the funnel -------------------------------------------------------------------------

/** What a visitor types, by the field's autocomplete token (the steps' stable contract). */
const FIELDS: { selectors: string[]; value: string }[] = [
  { selectors: ['input[autocomplete="postal-code"]', "::-p-aria(ZIP code)"], value: "85253" },
  { selectors: ['input[autocomplete="street-address"]', "::-p-aria(Street address)"], value: "1204 E Camelback Rd" },
  { selectors: ['input[autocomplete="given-name"]', "::-p-aria(First name)"], value: "Maria" },
  { selectors: ['input[autocomplete="family-name"]', "::-p-aria(Last name)"], value: "Lopez" },
  {
    selectors: ['input[autocomplete="email"]', 'input[type="email"]', "::-p-aria(Email)"],
    value: "maria.lopez@example.com",
  },
  { selectors: ['input[autocomplete="tel"]', 'input[type="tel"]', "::-p-aria(Phone number)"], value: "4805550142" },
];

async function visibleHandle(page: Page, selector: string) {
  for (const handle of await page.$$(selector).catch(() => [])) {
    if (await handle.isVisible()) return handle;
  }
  return null;
}

/** Fills the step's text fields and ticks its checkboxes; true when it found any. */
async function fillStep(page: Page): Promise<boolean> {
  let filled = false;
  for (const field of FIELDS) {
    for (const selector of field.selectors) {
      const handle = await visibleHandle(page, `[data-step] ${selector}`).then(
        (found) => found ?? visibleHandle(page, selector),
      );
      if (!handle) continue;
      if (pointer === "touch") {
        await handle.tap();
        await handle.evaluate((input) => (input as HTMLInputElement).select());
      } else await handle.click({ count: 3 });
      await handle.press("Backspace");
      await handle.type(field.value);
      filled = true;
      break;
    }
  }
  for (const box of await page.$$('[data-step] input[type="checkbox"]')) {
    if ((await box.isVisible()) && !(await box.evaluate((element) => (element as HTMLInputElement).checked))) {
      await press(box);
      filled = true;
    }
  }
  return filled;
}

/** Submits a step with fields, or taps the first answer of a choice step. */
async function submitStep(page: Page, filled: boolean) {
  const selectors = filled
    ? ['[data-step] button[type="submit"]', 'main button[type="submit"]']
    : [await firstAnswer(page)];
  for (const selector of selectors) {
    const button = await visibleHandle(page, selector);
    if (button) {
      await press(button);
      return;
    }
  }
  throw new Error(`nothing to submit at ${page.url()} (${selectors.join(" | ")})`);
}

const pathOf = (url: string) => new URL(url).pathname.replace(/\/+$/, "") || "/";

/**
 * Answers steps from the page's current step until the URL's path is `target`, the way a visitor
 * does (fields by autocomplete token, otherwise the first answer). Waits for each step to hydrate
 * before answering it.
 */
export async function walkTo(page: Page, target: string, maxSteps = 40) {
  const goal = target.replace(/\/+$/, "");
  const visited: string[] = [];
  for (let step = 0; step < maxSteps; step++) {
    const here = pathOf(page.url());
    visited.push(here);
    if (here === goal) return visited;
    const answer = await firstAnswer(page).catch(() => '[data-step] button[type="submit"]');
    await waitForHydration(page, answer);
    const filled = await fillStep(page);
    await submitStep(page, filled);
    try {
      await page.waitForFunction(
        (from: string) => location.pathname.replace(/\/+$/, "") !== from,
        { timeout: 20_000 },
        here,
      );
    } catch {
      throw new Error(`stuck at ${here} after answering (walked ${visited.join(" → ")})`);
    }
    await page.waitForFunction(() => !!document.querySelector("[data-step], main h1, h1"), { timeout: 20_000 });
  }
  throw new Error(`did not reach ${goal} in ${maxSteps} steps (walked ${visited.join(" → ")})`);
}

/**
 * Walks from `start` to `target` in a fresh browser and returns the origin's sessionStorage once the
 * network is idle at `target` (so queued saves have gone out): the state a visitor has on that step.
 */
export async function sessionAt(
  thirdParty: ThirdParty,
  start: string,
  target: string,
): Promise<Record<string, string>> {
  const session = await startChromium(thirdParty);
  try {
    const page = await firstPage(session.browser);
    await page.emulate(MOBILE);
    await page.goto(start, { waitUntil: "load", timeout: 60_000 });
    await walkTo(page, target);
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 20_000 }).catch(() => undefined);
    return await page.evaluate(() => {
      const items: Record<string, string> = {};
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i);
        if (key !== null && key !== "__benchTap") items[key] = sessionStorage.getItem(key) ?? "";
      }
      return items;
    });
  } finally {
    await session.close();
  }
}

/**
 * Prepare/act pair for a timespan over a client navigation: walk to `from` and fill it (untraced:
 * typing is that step's work, not the next page's), then submit it inside the timespan.
 */
export function clientNavigation(start: string, from: string) {
  let filled = false;
  return {
    prepare: async (page: Page) => {
      await page.goto(start, { waitUntil: "load", timeout: 60_000 });
      await walkTo(page, from);
      const answer = await firstAnswer(page).catch(() => '[data-step] button[type="submit"]');
      await waitForHydration(page, answer);
      filled = await fillStep(page);
      // What the typing started (the form's validation chunk, saves) settles before the timespan.
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 10_000 }).catch(() => undefined);
    },
    act: async (page: Page) => {
      const before = await currentHeading(page);
      await page.evaluate(
        (key: string, text: string) => sessionStorage.setItem(key, JSON.stringify({ before: text })),
        PROBE_KEY,
        before,
      );
      await submitStep(page, filled);
      const deadline = Date.now() + 30_000;
      for (;;) {
        const probe = await readProbe(page);
        if (probe?.start && probe.end) return probe.end - probe.start;
        if (Date.now() > deadline) throw new Error(`no new heading painted within 30 s of submitting ${from}`);
        await sleep(50);
      }
    },
  };
}

/** Prepare/act pair for a timespan over the reference's tap (its second question). */
export function referenceTap(url: string) {
  return {
    prepare: async (page: Page) => {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      const selector = await firstAnswer(page);
      await waitForHydration(page, selector);
    },
    act: async (page: Page) => (await tapAndTime(page, await firstAnswer(page), 30_000)).ms,
  };
}
