import { defineStepBlock } from "../block";
import { stepCopy } from "../parts/copy";
export default defineStepBlock({
  type: "nameInput",
  component: () => import("./NameStep").then((module) => module.NameStep),
  answerKeys: () => ["first_name", "last_name"],
  answersInUrl: false,
  drive: async ({ page, locale }) => {
    await page.getByRole("textbox", { name: stepCopy[locale].firstName }).fill("Maria");
    await page.getByRole("textbox", { name: stepCopy[locale].lastName }).fill("Lopez");
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
