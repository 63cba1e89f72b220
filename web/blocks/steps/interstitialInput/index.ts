import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "interstitialInput",
  component: () => import("./InterstitialStep").then((module) => module.InterstitialStep),
  answerKeys: // Advances by itself: nothing to answer.
    () => [],
  answersInUrl: false,
  drive: async () => {
    // Moves on by itself.
  },
});
