import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { Locale } from "@/lib/brand/locale";
import { type ContentPublisher, embeddedPublisher, flowCopy } from "../contentPublisher";
import { walkFlow } from "./flowRunner";
import { makeStaff, STAFF_PASSWORD } from "./staffAccount";

const PREFIX = "/savings-quick";
/** Issue 61: a published flow serves within 5 s of its publish, and an unpublished one is gone as fast. */
const WITHIN_MS = 5000;

/**
 * The content the test server reads, and how a publish reaches it: the embedded dataset copy
 * (playwright.config.ts) with the signed webhook. The Content Lake stand-in plugs in here.
 */
function publisher(baseURL: string | undefined): ContentPublisher {
  return embeddedPublisher({
    datasetFile: String(process.env.E2E_DATASET_PATH),
    siteUrl: String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1"),
    secret: "e2e-publish-secret",
  });
}

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
  // The estimate came for this lead: the results asked the backend with its token.
  await expect(page.locator("[data-results-layout]")).toHaveAttribute("aria-busy", "false");
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem("homefront-form") ?? "{}").state?.token);
  await context.close();
  expect(token).toMatch(/^[\w-]{16,}$/);
  return String(token);
}

test("a marketer launches a funnel by publishing it: walked in both languages, found in the console, gone once unpublished", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const content = publisher(baseURL);
  const looking = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  const mini = await content.document("flow.savings-mini");
  if (!mini) throw new Error("The dataset has no /savings-mini flow to copy");
  const quick = flowCopy(mini, PREFIX);

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
});
