import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "creditRatingInput",
  component: () => import("./CreditRatingStep").then((module) => module.CreditRatingStep),
  answerKeys: () => ["credit_rating"],
  answersInUrl: true,
  drive: async ({ page }) => {
    await page.locator('[data-step] [role="group"] button').first().click();
  },
});
