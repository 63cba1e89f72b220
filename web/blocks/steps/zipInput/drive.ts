import type { StepDriver } from "../block";

/** How an end-to-end test answers a zipInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  await page.getByRole("textbox", { name: words.zip, exact: true }).fill("85004");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
