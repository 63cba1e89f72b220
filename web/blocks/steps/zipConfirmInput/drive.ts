import type { StepDriver } from "../block";

/** How an end-to-end test answers a zipConfirmInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  const field = page.getByRole("textbox", { name: words.zip, exact: true });
  if (await field.isVisible()) await field.fill("85004");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
