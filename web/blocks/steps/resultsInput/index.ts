import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "resultsInput",
  component: () => import("./ResultsStep").then((module) => module.ResultsStep),
  answerKeys: // The end of the questionnaire part of a flow: nothing to answer.
    () => [],
  answersInUrl: false,
  drive: async ({ page }) => {
    await page.locator("[data-step] [data-results-continue]").click();
  },
});
