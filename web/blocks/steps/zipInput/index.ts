import { defineStepBlock } from "../block";
export default defineStepBlock({
  type: "zipInput",
  component: () => import("./ZipStep").then((module) => module.ZipStep),
  answerKeys: () => ["zip"],
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
