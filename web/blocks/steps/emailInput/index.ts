import { defineStepBlock } from "../block";
import { stepCopy } from "../parts/copy";
export default defineStepBlock({
  type: "emailInput",
  component: () => import("./EmailStep").then((module) => module.EmailStep),
  answerKeys: () => ["email"],
  answersInUrl: false,
  drive: async ({ page, locale }) => {
    await page.getByRole("textbox", { name: stepCopy[locale].email }).fill("maria.lopez@example.com");
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
