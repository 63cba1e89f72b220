import type { StepDriver } from "../block";
import { criteriaInputCopy } from "./copy";

/** How an end-to-end test answers a criteriaInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, locale }) => {
  await page.getByLabel(criteriaInputCopy[locale].meetCriteria).check();
  await page.locator('[data-step] button[type="submit"]').first().click();
};
