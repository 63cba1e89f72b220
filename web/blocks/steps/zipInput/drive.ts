import type { StepDriver } from "../block";
import { stepCopy } from "../parts/copy";

/** How an end-to-end test answers a zipInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, locale }) => {
  await page.getByRole("textbox", { name: stepCopy[locale].zip, exact: true }).fill("85004");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
