import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "criteriaInput",
  component: () => import("./CriteriaStep").then((module) => module.CriteriaStep),
  answerKeys: () => ["meets_criteria"],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
