import { expect, test } from "@playwright/test";
import { shippedWords } from "@/lib/content/words.testing";
import { walkFlow } from "./flowRunner";

/**
 * Issue 58 item 3: /no-cost-solar sells solar for no cost at install (a lease or power-purchase
 * agreement), so its results show that offer's figures: nothing to pay at install, the monthly
 * saving against the visitor's bill and the yearly escalator of the payment, not a purchase price
 * and its payback.
 */
for (const locale of ["en", "es"] as const) {
  test(`/no-cost-solar's results show the no-cost offer's figures (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    const words = shippedWords("resultsWords", locale);
    await walkFlow(page, "/no-cost-solar", locale);
    const estimate = page.locator('[data-step="results"] section[aria-labelledby="results-estimate-heading"]');
    await expect(estimate).toHaveAttribute("aria-busy", "false", { timeout: 20_000 });
    const figure = (label: string) => estimate.locator("dl").filter({ has: page.locator("dt", { hasText: label }) });
    await expect(figure(words.leaseInstallCost).locator("dd").first()).toHaveText("$0");
    // The drivers keep the bill at $150: the saving is a part of it, a month.
    const saving = await figure(words.leaseMonthlySaving).locator("dd").first().textContent();
    const amount = Number(saving?.match(/\$([\d,.]+)/)?.[1]?.replace(/,/g, ""));
    expect(amount).toBeGreaterThan(0);
    expect(amount).toBeLessThan(150);
    await expect(figure(words.leaseEscalator).locator("dd").first()).toHaveText(/\d(\.\d)?\s?%/);
    // A purchase's figures are not this offer's.
    await expect(estimate.getByText(words.estimatedCost, { exact: true })).toHaveCount(0);
    await expect(estimate.getByText(words.payback, { exact: true })).toHaveCount(0);
  });
}
