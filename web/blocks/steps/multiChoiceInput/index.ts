import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "multiChoiceInput",
  component: () => import("./MultiChoiceStep").then((module) => module.MultiChoiceStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  // Several values under one name; the step posts them itself.
  answersInUrl: false,
  drive: async ({ page }) => {
    await page.locator('[data-step] input[type="checkbox"]').first().check();
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
