import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "settingExpectationInput",
  component: () => import("./SettingExpectationStep").then((module) => module.SettingExpectationStep),
  answerKeys: // Information only: counts as done once passed.
    () => [],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
