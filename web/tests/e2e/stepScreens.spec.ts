import { expect, test } from "@playwright/test";
import { shippedStepWords } from "@/lib/content/words.testing";
import { answerStep, flowSteps, stepUrl, walkFlow, walkTo } from "./flowRunner";

const LOCALES = ["en", "es"] as const;

/** Issue 58 item 7: nothing says a code was texted before one was. */
for (const locale of LOCALES) {
  test(`/verify's code step claims no code before one is sent (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = shippedStepWords(locale);
    await walkTo(page, "/verify", "phone-verification", locale);
    const step = page.locator('[data-step="phone-verification"]');
    await expect(step.getByRole("button", { name: words.sendCode })).toBeVisible();
    const claimsSent = locale === "es" ? /le enviamos|enviamos un código/i : /texted you|we sent/i;
    await expect(step).not.toContainText(claimsSent);
    await step.getByRole("button", { name: words.sendCode }).click();
    await expect(step.getByRole("status")).toHaveText(claimsSent);
  });
}

/** Issue 58 item 8: once the report is there, the page's heading is the report's, not "Preparing…". */
for (const locale of LOCALES) {
  test(`/free-report's last page is headed by the finished report (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = shippedStepWords(locale);
    await walkFlow(page, "/free-report", locale);
    await expect(page.locator("[data-free-report]")).toBeVisible({ timeout: 15_000 });
    const preparing = locale === "es" ? "Preparando su informe de energía" : "Preparing your energy report";
    await expect(page.getByText(preparing)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.energyReport);
  });
}

/** Issue 58 item 9: a zip typed on the confirm step (nothing to confirm) is not asked for again. */
for (const locale of LOCALES) {
  test(`the zip is asked once when the confirm step has none to confirm (${locale})`, async ({ page }) => {
    const words = shippedStepWords(locale);
    await walkTo(page, "/home-warranty", "zip-confirm", locale);
    await page.getByRole("textbox", { name: words.zip, exact: true }).fill("85004");
    await page.locator('[data-step="zip-confirm"] button[type="submit"]').click();
    await expect(page).toHaveURL(
      new RegExp(`${stepUrl(locale, "/home-warranty", "why-interested-in-home-warranty")}$`),
    );
    await expect(page.locator('[data-step="why-interested-in-home-warranty"]')).toBeVisible();
  });
}

/**
 * Issue 58 item 13: the four "checking" screens of /no-cost-solar each wait at most ~1.2 s (they
 * have no work of their own: docs/decisions/waiting-screens.md).
 */
test("/no-cost-solar's waiting screens take about a second each", async ({ page }) => {
  test.setTimeout(180_000);
  const steps = await flowSteps("/no-cost-solar");
  await page.goto(stepUrl("en", "/no-cost-solar", steps[0]?.path ?? ""));
  const waits: Record<string, number> = {};
  const zipField = page.getByRole("textbox", { name: shippedStepWords("en").zip, exact: true });
  let zipAsked = false;
  for (const [index, step] of steps.entries()) {
    // The zip typed on the confirm step is not asked again (item 9).
    if (zipAsked && step.kind === "zipInput") continue;
    await expect(page.locator(`[data-step="${step.path}"]`)).toBeVisible();
    if (index === steps.length - 1) break;
    if (step.kind === "interstitialInput") {
      const shown = Date.now();
      await expect(page.locator(`[data-step="${step.path}"]`)).toHaveCount(0);
      waits[step.path] = Date.now() - shown;
      continue;
    }
    // Contact details are posted only once the session has its token (flowRunner's walk waits so too).
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^\d+$/);
    zipAsked = step.kind === "zipConfirmInput" && (await zipField.isVisible());
    await answerStep(page, step.kind, "en");
  }
  expect(Object.keys(waits)).toEqual(["searching-zip", "checking-utility", "scanning-roof", "calculating-results"]);
  for (const wait of Object.values(waits)) expect(wait).toBeLessThan(1_600);
});
