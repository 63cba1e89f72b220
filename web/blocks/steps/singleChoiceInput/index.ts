import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "singleChoiceInput",
  component: () => import("./SingleChoiceStep").then((module) => module.SingleChoiceStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
