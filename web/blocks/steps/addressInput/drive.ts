import type { StepDriver } from "../block";

/** How an end-to-end test answers a addressInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  await page.getByRole("textbox", { name: words.streetAddress }).fill("1204 E Camelback Rd");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
