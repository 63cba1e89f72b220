import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "monthlyBillInput",
  component: () => import("./MonthlyBillStep").then((module) => module.MonthlyBillStep),
  answerKeys: // The number, not the text band: both are set together (spec 4.1), and the number is what the estimate reads.
    () => ["monthly_electricity_bill_amount"],
  answersInUrl: true,
  drive: async ({ page }) => {
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
