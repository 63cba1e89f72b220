import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "yesNoInput",
  component: () => import("./YesNoStep").then((module) => module.YesNoStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  answersInUrl: true,
  drive: async ({ page }) => {
    await page.locator('[data-step] [role="group"] button').first().click();
  },
});
