import type { StepDriver } from "../block";

/** How an end-to-end test answers a criteriaInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  await page.getByLabel(words.meetCriteria).check();
  await page.locator('[data-step] button[type="submit"]').first().click();
};
