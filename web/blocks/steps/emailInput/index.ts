import { defineStepBlock } from "../block";
export default defineStepBlock({
  type: "emailInput",
  component: () => import("./EmailStep").then((module) => module.EmailStep),
  answerKeys: () => ["email"],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
