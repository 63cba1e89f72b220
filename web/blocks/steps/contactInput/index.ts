import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "contactInput",
  component: () => import("./ContactStep").then((module) => module.ContactStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  answersInUrl: true,
  drive: async ({ page }) => {
    await page.locator('[data-step] input[type="checkbox"]').first().check();
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
