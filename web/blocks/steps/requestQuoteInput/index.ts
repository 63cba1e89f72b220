import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "requestQuoteInput",
  component: () => import("./RequestQuoteStep").then((module) => module.RequestQuoteStep),
  answerKeys: // Information only: counts as done once passed.
    () => [],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
