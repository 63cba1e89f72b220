import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import type { Locale } from "@/lib/brand/locale";
import { shippedWords } from "@/lib/content/words.testing";
import { type ContentPublisher, embeddedPublisher, flowCopy, lakePublisher } from "../contentPublisher";
import { type LakeStandIn, startLakeStandIn } from "../integration/support/lakeStandIn";
import { type RedisProcess, startRedis } from "../integration/support/redisProcess";
import { type RunningServer, startServer } from "../integration/support/serverProcess";
import { walkFlow } from "./flowRunner";
import { makeStaff, STAFF_PASSWORD } from "./staffAccount";

const PREFIX = "/savings-quick";
/** Issue 61: a published flow serves within 5 s of its publish, and an unpublished one is gone as fast. */
const WITHIN_MS = 5000;

/** The site's own address for a brand's: where a test process sends the publish webhook. */
const siteUrlOf = (baseURL: string | undefined) =>
  String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1");

const firstStep = (locale: Locale) => `${locale === "es" ? "/es" : ""}${PREFIX}/homeowner-renter`;

/**
 * The status a browser gets for the flow's first step, in each language. `page` runs no script,
 * so looking starts no lead (the walks below make the only two).
 */
async function statuses(page: Page) {
  const answers: number[] = [];
  for (const locale of ["en", "es"] as const) answers.push((await page.goto(firstStep(locale)))?.status() ?? 0);
  return answers;
}

/** Walks the flow to its results in a new tab (a new visitor, so a new lead); returns the lead's token. */
async function walkAsVisitor(browser: Browser, baseURL: string | undefined, content: ContentPublisher, locale: Locale) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const steps = await walkFlow(page, PREFIX, locale, content.source());
  expect(steps.at(-1)?.kind).toBe("resultsInput");
  await expect(page.locator('[data-step="results"]')).toBeVisible();
  // The estimate came for this lead: the results asked the backend with its token, and show the
  // figures the flow names in content (nothing to pay at install), not its offer's purchase.
  await expect(page.locator("[data-results-layout]")).toHaveAttribute("aria-busy", "false", { timeout: 20_000 });
  const words = shippedWords("resultsWords", locale);
  await expect(page.getByText(words.leaseInstallCost, { exact: true })).toBeVisible();
  await expect(page.getByText(words.payback, { exact: true })).toHaveCount(0);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem("homefront-form") ?? "{}").state?.token);
  await context.close();
  expect(token).toMatch(/^[\w-]{16,}$/);
  return String(token);
}

type Fixtures = { page: Page; browser: Browser; baseURL: string | undefined; request: APIRequestContext };

/**
 * Issue 61's acceptance: a marketer's copy of /savings-mini, published under a new prefix (for a
 * no-cost campaign: its results quote a lease or PPA), serves within 5 s in both languages, is
 * walked to results in each, its leads are in the staff console under it (filter, export,
 * funnel), and once unpublished it is not found again within 5 s.
 */
async function launchAFunnel({ page, browser, baseURL, request }: Fixtures, content: ContentPublisher) {
  const looking = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  const mini = await content.document("flow.savings-mini");
  if (!mini) throw new Error("The dataset has no /savings-mini flow to copy");
  const quick = { ...flowCopy(mini, PREFIX), resultsFigures: "solar_lease" };

  // Not a flow yet: not found, in both languages (and that answer must not stick).
  expect(await statuses(looking)).toEqual([404, 404]);
  try {
    await content.publish([quick]);
    const published = Date.now();
    await expect.poll(() => statuses(looking), { timeout: WITHIN_MS, intervals: [100] }).toEqual([200, 200]);
    expect(Date.now() - published).toBeLessThanOrEqual(WITHIN_MS);

    const leads = {
      en: await walkAsVisitor(browser, baseURL, content, "en"),
      es: await walkAsVisitor(browser, baseURL, content, "es"),
    };

    // The console: both leads under the new flow, in its filter, its export and its funnel.
    const username = await makeStaff(request, baseURL, "Mara Marketer");
    await page.goto("/sign-in");
    await page.getByRole("textbox", { name: "Username" }).fill(username);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("combobox", { name: "Flow" }).selectOption(PREFIX);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("2 leads")).toBeVisible();
    for (const token of Object.values(leads)) {
      const row = page.locator(`[data-lead="${token}"]`);
      await expect(row).toContainText(PREFIX);
      await expect(row).toContainText("Complete");
    }
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const rows = readFileSync(await (await download).path(), "utf8")
      .trim()
      .split("\n")
      .slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain(PREFIX);
    await page.getByRole("tab", { name: "Funnels" }).click();
    await page.getByRole("combobox", { name: "Flow" }).selectOption(PREFIX);
    await page.getByRole("button", { name: "Show funnel" }).click();
    const entry = page.locator('[data-funnel-step="homeowner-renter"]');
    await expect(entry).toBeVisible();
    expect(Number(await entry.locator("td").nth(1).textContent())).toBe(2);
  } finally {
    await content.unpublish([quick]);
  }

  // Unpublished: not found again, in both languages, while the flow it was copied from stays.
  const unpublished = Date.now();
  await expect.poll(() => statuses(looking), { timeout: WITHIN_MS, intervals: [100] }).toEqual([404, 404]);
  expect(Date.now() - unpublished).toBeLessThanOrEqual(WITHIN_MS);
  expect((await looking.goto("/savings-mini/homeowner-renter"))?.status()).toBe(200);
}

test.describe("on the embedded dataset", () => {
  test("a marketer launches a funnel by publishing it: walked in both languages, found in the console, gone once unpublished", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    // The dataset copy the shared test server reads (playwright.config.ts), with the signed webhook.
    const content = embeddedPublisher({
      datasetFile: String(process.env.E2E_DATASET_PATH),
      siteUrl: siteUrlOf(baseURL),
      secret: "e2e-publish-secret",
    });
    await launchAFunnel({ page, browser, baseURL, request }, content);
  });
});

/**
 * The same through the Content Lake, as production runs (issue 61's second acceptance): a server
 * of its own reading the Lake stand-in with Sanity's client (SANITY_PROJECT_ID, SANITY_API_HOST),
 * its page cache in Redis. The proxy's routing reads the flows through the same client.
 */
test.describe("on the Content Lake (through the stand-in)", () => {
  const SERVER_PORT = 3241;
  const LAKE_PORT = 3242;
  const REDIS_PORT = 3243;
  const SECRET = "e2e-lake-publish-secret";
  let folder: string;
  let lakeStandIn: LakeStandIn;
  let redis: RedisProcess;
  let server: RunningServer;

  test.use({ baseURL: `http://sunsaverprogram.com.localhost:${SERVER_PORT}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    folder = mkdtempSync(join(tmpdir(), "homefront-e2e-lake-"));
    lakeStandIn = await startLakeStandIn(folder, LAKE_PORT, "lakee2e");
    redis = await startRedis(REDIS_PORT);
    server = await startServer(SERVER_PORT, {
      ...lakeStandIn.siteEnv(redis.url, SECRET),
      PGLITE_DATA_DIR: join(folder, "pglite"),
      // As the shared test server (playwright.config.ts): walks and the console's staff account.
      RATE_LIMIT_PER_MINUTE: "0",
      ADMIN_TOKEN: "e2e-admin-token",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    redis?.stop();
    await lakeStandIn?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("a marketer launches a funnel by publishing it to the Lake: walked in both languages, found in the console, gone once unpublished", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const content = lakePublisher({
      datasetFile: lakeStandIn.datasetFile,
      lake: lakeStandIn.lake,
      siteUrl: server.url,
      secret: SECRET,
    });
    await launchAFunnel({ page, browser, baseURL, request }, content);
  });
});
