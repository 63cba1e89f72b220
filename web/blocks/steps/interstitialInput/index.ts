import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "interstitialInput",
  component: () => import("./InterstitialStep").then((module) => module.InterstitialStep),
  answerKeys: // Advances by itself: nothing to answer.
    () => [],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
