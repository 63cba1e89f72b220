import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "multiChoiceInput",
  component: () => import("./MultiChoiceStep").then((module) => module.MultiChoiceStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  // Several values under one name; the step posts them itself.
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
