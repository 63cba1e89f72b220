import { defineStepBlock } from "../block";
export default defineStepBlock({
  type: "phoneInput",
  component: () => import("./PhoneStep").then((module) => module.PhoneStep),
  answerKeys: () => ["phone"],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
