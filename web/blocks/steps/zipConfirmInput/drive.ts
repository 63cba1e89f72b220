import { shippedStepWords } from "@/lib/content/stepWords.testing";
import type { StepDriver } from "../block";

/** How an end-to-end test answers a zipConfirmInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, locale }) => {
  const field = page.getByRole("textbox", { name: shippedStepWords(locale).zip, exact: true });
  if (await field.isVisible()) await field.fill("85004");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
