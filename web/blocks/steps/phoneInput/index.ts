import { defineStepBlock } from "../block";
import { stepCopy } from "../parts/copy";
export default defineStepBlock({
  type: "phoneInput",
  component: () => import("./PhoneStep").then((module) => module.PhoneStep),
  answerKeys: () => ["phone"],
  answersInUrl: false,
  drive: async ({ page, locale }) => {
    await page.getByRole("textbox", { name: stepCopy[locale].phone }).fill("4805550142");
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
