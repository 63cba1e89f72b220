import { defineStepBlock } from "../block";
import { criteriaInputCopy } from "./copy";

export default defineStepBlock({
  type: "criteriaInput",
  component: () => import("./CriteriaStep").then((module) => module.CriteriaStep),
  answerKeys: () => ["meets_criteria"],
  answersInUrl: false,
  drive: async ({ page, locale }) => {
    await page.getByLabel(criteriaInputCopy[locale].meetCriteria).check();
    await page.locator('[data-step] button[type="submit"]').first().click();
  },
});
