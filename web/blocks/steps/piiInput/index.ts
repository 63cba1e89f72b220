import { defineStepBlock } from "../block";
export default defineStepBlock({
  type: "piiInput",
  component: () => import("./PiiStep").then((module) => module.PiiStep),
  answerKeys: () => ["first_name", "last_name", "email", "phone"],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
