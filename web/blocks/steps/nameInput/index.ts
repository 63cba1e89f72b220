import { defineStepBlock } from "../block";
export default defineStepBlock({
  type: "nameInput",
  component: () => import("./NameStep").then((module) => module.NameStep),
  answerKeys: () => ["first_name", "last_name"],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
