import { expect, type Page, test } from "@playwright/test";
import type { Locale } from "@/lib/brand/locale";
import { shippedStepWords } from "@/lib/content/words.testing";
import { on } from "./brandHost";
import { answerStep, stepUrl } from "./flowRunner";

/** The utility question of /survey on the LA brand, after the visitor typed `zip`. */
async function utilityChoicesFor(page: Page, zip: string, locale: Locale) {
  const words = shippedStepWords(locale);
  await page.goto(on("lasolarmall.com", stepUrl(locale, "/survey", "homeowner-renter")));
  await answerStep(page, "singleChoiceInput", locale);
  await page.getByRole("textbox", { name: words.zip, exact: true }).fill(zip);
  await page.locator('[data-step="zip"] button[type="submit"]').click();
  const choices = page.locator('[data-step="electricity-provider"] [role="group"] button');
  await expect(choices.first()).toBeVisible();
  return choices;
}

/** What GET /api/zip_lookup answers the page for a zip: its utilities, most likely first. */
function lookedUp(page: Page, zip: string): Promise<string[]> {
  return page.evaluate(
    (zip) => fetch(`/api/zip_lookup?zip=${zip}`).then(async (answer) => (await answer.json()).utilities),
    zip,
  );
}

/**
 * Issue 58 item 2: the utility question lists the utilities serving the visitor's ZIP, in the order
 * the lookup gives, then "Other": LADWP first in downtown Los Angeles (no PG&E first, no Florida
 * utility), SRP in Phoenix. In both languages, whose "Other" differs.
 */
for (const locale of ["en", "es"] as const) {
  const other = locale === "es" ? "Otra compañía" : "Other utility";

  test(`a Los Angeles ZIP lists LADWP first and only the utilities serving it (${locale})`, async ({ page }) => {
    const choices = await utilityChoicesFor(page, "90012", locale);
    const serving = await lookedUp(page, "90012");
    expect(serving[0]).toMatch(/LADWP/);
    await expect(choices).toHaveText([...serving, other]);
  });

  test(`a Phoenix ZIP lists SRP among its utilities (${locale})`, async ({ page }) => {
    const choices = await utilityChoicesFor(page, "85004", locale);
    await expect(choices).toHaveText([...(await lookedUp(page, "85004")), other]);
    await expect(choices.filter({ hasText: "Salt River Project (SRP)" })).toHaveCount(1);
  });
}

test("the chosen utility is what the lead records", async ({ page }) => {
  const choices = await utilityChoicesFor(page, "90012", "en");
  await choices.filter({ hasText: "LADWP" }).click();
  await expect(page.locator('[data-step="monthly-electric-bill"]')).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem("homefront-form") ?? "{}").state);
  expect(saved.answers.provider).toBe("los_angeles_department_of_water_and_power");
});
