import type { StepDriver } from "../block";

/** How an end-to-end test answers a phoneInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  await page.getByRole("textbox", { name: words.phone }).fill("4805550142");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
