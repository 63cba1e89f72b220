import type { StepDriver } from "../block";

/** How an end-to-end test answers a resultsInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page }) => {
  await page.locator("[data-step] [data-results-continue]").click();
};
