import { defineStepBlock } from "../block";
import { stepCopy } from "../parts/copy";
export default defineStepBlock({
  type: "zipConfirmInput",
  component: () => import("./ZipConfirmStep").then((module) => module.ZipConfirmStep),
  answerKeys: // Confirms the zip detected from the IP: answered as soon as a zip is set.
    () => ["zip"],
  answersInUrl: true,
  drive: async ({ page, locale }) => {
    const field = page.getByRole("textbox", { name: stepCopy[locale].zip, exact: true });
    if (await field.isVisible()) await field.fill("85004");
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
