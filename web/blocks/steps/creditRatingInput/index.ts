import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "creditRatingInput",
  component: () => import("./CreditRatingStep").then((module) => module.CreditRatingStep),
  answerKeys: () => ["credit_rating"],
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
