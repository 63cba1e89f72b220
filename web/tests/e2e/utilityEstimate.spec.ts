import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "@/lib/brand/locale";
import { shippedStepWords, shippedWords } from "@/lib/content/words.testing";
import { answerStep, flowSteps, walkTo } from "./flowRunner";

const PREFIX = "/survey";

/**
 * Walks /survey as a Los Angeles homeowner (ZIP 90012) who picks `utility` on the utility question
 * and answers everything else as the drivers do (the same bill), and reads the solar figures of the
 * results: the system the bill needs and when it pays for itself.
 */
async function resultsFor(page: Page, utility: RegExp, locale: Locale) {
  const steps = await flowSteps(PREFIX);
  await walkTo(page, PREFIX, "zip", locale);
  await page.getByRole("textbox", { name: shippedStepWords(locale).zip, exact: true }).fill("90012");
  await page.locator('[data-step="zip"] button[type="submit"]').click();
  await page.locator('[data-step="electricity-provider"] [role="group"] button').filter({ hasText: utility }).click();
  for (const step of steps.slice(steps.findIndex((step) => step.path === "electricity-provider") + 1)) {
    await expect(page.locator(`[data-step="${step.path}"]`)).toBeVisible();
    if (step.kind === "resultsInput") break;
    await answerStep(page, step.kind, locale);
  }
  const words = shippedWords("resultsWords", locale);
  const estimate = page.locator('[data-step="results"] section[aria-labelledby="results-estimate-heading"]');
  await expect(estimate).toHaveAttribute("aria-busy", "false", { timeout: 20_000 });
  const figure = async (label: string) => {
    const text = await estimate
      .locator("dl")
      .filter({ has: page.locator("dt", { hasText: label }) })
      .locator("dd")
      .first()
      .textContent();
    return Number(text?.match(/[\d,]+(\.\d+)?/)?.[0]?.replace(/,/g, ""));
  };
  return { systemKw: await figure(words.systemSize), paybackYears: await figure(words.payback) };
}

/**
 * Issue 58 item 2, last sentence: the chosen utility feeds the estimate. At the same bill and ZIP,
 * LADWP's lower average rate (EIA-861 2024: 23.8 ¢/kWh against Southern California Edison's 32.4)
 * buys more kilowatt-hours, so the home needs a bigger system that takes longer to pay for itself.
 */
for (const locale of ["en", "es"] as const) {
  test(`the utility chosen changes the savings estimate (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const visit = async (utility: RegExp) => {
      const context = await browser.newContext();
      try {
        return await resultsFor(await context.newPage(), utility, locale);
      } finally {
        await context.close();
      }
    };
    const ladwp = await visit(/LADWP/);
    const sce = await visit(/\(SCE\)/);
    expect(ladwp.systemKw).toBeGreaterThan(sce.systemKw);
    expect(ladwp.paybackYears).toBeGreaterThan(sce.paybackYears);
  });
}
