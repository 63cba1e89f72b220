import type { StepDriver } from "../block";

/** How an end-to-end test answers a emailInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  await page.getByRole("textbox", { name: words.email }).fill("maria.lopez@example.com");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
