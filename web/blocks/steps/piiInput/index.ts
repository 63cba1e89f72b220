import { defineStepBlock } from "../block";
import { stepCopy } from "../parts/copy";
export default defineStepBlock({
  type: "piiInput",
  component: () => import("./PiiStep").then((module) => module.PiiStep),
  answerKeys: () => ["first_name", "last_name", "email", "phone"],
  answersInUrl: false,
  drive: async ({ page, locale }) => {
    const copy = stepCopy[locale];
    await page.getByRole("textbox", { name: copy.firstName }).fill("Maria");
    await page.getByRole("textbox", { name: copy.lastName }).fill("Lopez");
    await page.getByRole("textbox", { name: copy.email }).fill("maria.lopez@example.com");
    await page.getByRole("textbox", { name: copy.phone }).fill("4805550142");
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
