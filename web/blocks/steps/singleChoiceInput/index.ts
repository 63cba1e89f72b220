import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "singleChoiceInput",
  component: () => import("./SingleChoiceStep").then((module) => module.SingleChoiceStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  answersInUrl: true,
  drive: async ({ page }) => {
    await page.locator('[data-step] [role="group"] button').first().click();
  },
});
