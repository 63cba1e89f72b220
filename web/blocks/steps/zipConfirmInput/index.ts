import { defineStepBlock } from "../block";
export default defineStepBlock({
  type: "zipConfirmInput",
  component: () => import("./ZipConfirmStep").then((module) => module.ZipConfirmStep),
  answerKeys: // Confirms the zip detected from the IP: answered as soon as a zip is set.
    () => ["zip"],
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
