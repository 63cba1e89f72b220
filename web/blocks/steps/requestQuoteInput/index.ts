import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "requestQuoteInput",
  component: () => import("./RequestQuoteStep").then((module) => module.RequestQuoteStep),
  answerKeys: // Information only: counts as done once passed.
    () => [],
  answersInUrl: false,
  drive: async ({ page }) => {
    await page.locator("[data-step] button").first().click();
  },
});
