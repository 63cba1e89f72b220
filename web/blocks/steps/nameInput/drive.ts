import { shippedStepWords } from "@/lib/content/stepWords.testing";
import type { StepDriver } from "../block";

/** How an end-to-end test answers a nameInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, locale }) => {
  await page.getByRole("textbox", { name: shippedStepWords(locale).firstName }).fill("Maria");
  await page.getByRole("textbox", { name: shippedStepWords(locale).lastName }).fill("Lopez");
  await page.locator('[data-step] button[type="submit"]').first().click();
};
