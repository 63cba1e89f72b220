import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "phoneVerificationInput",
  component: () => import("./PhoneVerificationStep").then((module) => module.PhoneVerificationStep),
  answerKeys: () => ["phone_verified"],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
