import { expect, test } from "@playwright/test";
import { axeViolations as violations } from "./axe";
import { on } from "./brandHost";
import { walkTo } from "./flowRunner";

test("a first step, a form step, results and a legal page have no axe violations", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/savings-mini/homeowner-renter");
  await expect(page.locator('[data-step="homeowner-renter"]')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await walkTo(page, "/savings-mini", "phone", "en");
  expect(await violations(page)).toEqual([]);

  await walkTo(page, "/savings-mini", "results", "en");
  await expect(page.getByText("Compare top solar providers")).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto("/legal/privacy-policy");
  expect(await violations(page)).toEqual([]);
});

test("Spanish pages have no axe violations either", async ({ page }) => {
  await page.goto("/es/savings-mini/homeowner-renter");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await violations(page)).toEqual([]);
});

// Issue 9: the home of each kind of brand (a questionnaire, the home-services hub, the
// marketplace, a solar brand whose home is a landing), on a phone and on a wide screen.
test("every kind of brand home has no axe violations at 390 and 1280 px", async ({ page }) => {
  for (const [host, path] of [
    ["sunsaverprogram.com", "/"],
    ["homewisehub.com", "/"],
    ["closerleads.com", "/"],
    ["gosolarsavings.com", "/"],
  ] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const reply = await page.goto(on(host, path));
      expect(reply?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await violations(page), `${host}${path} at ${width} px`).toEqual([]);
    }
  }
});
