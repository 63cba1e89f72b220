import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "settingExpectationInput",
  component: () => import("./SettingExpectationStep").then((module) => module.SettingExpectationStep),
  answerKeys: // Information only: counts as done once passed.
    () => [],
  answersInUrl: false,
  drive: async ({ page }) => {
    await page.locator("[data-step] button").first().click();
  },
});
