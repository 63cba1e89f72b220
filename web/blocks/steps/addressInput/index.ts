import { defineStepBlock } from "../block";
export default defineStepBlock({
  type: "addressInput",
  component: () => import("./AddressStep").then((module) => module.AddressStep),
  answerKeys: () => ["street_address"],
  answersInUrl: false,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
