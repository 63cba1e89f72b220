import { defineStepBlock } from "../block";
import { stepCopy } from "../parts/copy";
export default defineStepBlock({
  type: "zipInput",
  component: () => import("./ZipStep").then((module) => module.ZipStep),
  answerKeys: () => ["zip"],
  answersInUrl: true,
  drive: async ({ page, locale }) => {
    await page.getByRole("textbox", { name: stepCopy[locale].zip, exact: true }).fill("85004");
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
