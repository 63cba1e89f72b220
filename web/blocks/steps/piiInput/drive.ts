import type { StepDriver } from "../block";

/** How an end-to-end test answers a piiInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  const copy = words;
  await page.getByRole("textbox", { name: copy.firstName }).fill("Maria");
  await page.getByRole("textbox", { name: copy.lastName }).fill("Lopez");
  await page.getByRole("textbox", { name: copy.email }).fill("maria.lopez@example.com");
  await page.getByRole("textbox", { name: copy.phone }).fill("4805550142");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
