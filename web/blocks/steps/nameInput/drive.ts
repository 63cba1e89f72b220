import type { StepDriver } from "../block";

/** How an end-to-end test answers a nameInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  await page.getByRole("textbox", { name: words.firstName }).fill("Maria");
  await page.getByRole("textbox", { name: words.lastName }).fill("Lopez");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
