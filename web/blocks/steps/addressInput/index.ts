import { defineStepBlock } from "../block";
import { stepCopy } from "../parts/copy";
export default defineStepBlock({
  type: "addressInput",
  component: () => import("./AddressStep").then((module) => module.AddressStep),
  answerKeys: () => ["street_address"],
  answersInUrl: false,
  drive: async ({ page, locale }) => {
    await page.getByRole("textbox", { name: stepCopy[locale].streetAddress }).fill("1204 E Camelback Rd");
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
