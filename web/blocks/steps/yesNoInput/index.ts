import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "yesNoInput",
  component: () => import("./YesNoStep").then((module) => module.YesNoStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
