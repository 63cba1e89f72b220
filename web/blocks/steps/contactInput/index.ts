import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "contactInput",
  component: () => import("./ContactStep").then((module) => module.ContactStep),
  answerKeys: (input) => (input.answerKey ? [input.answerKey] : []),
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
