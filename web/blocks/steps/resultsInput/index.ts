import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "resultsInput",
  component: () => import("./ResultsStep").then((module) => module.ResultsStep),
  answerKeys: // The end of the questionnaire part of a flow: nothing to answer.
    () => [],
  answersInUrl: false,
  longRender: true,
  images: (input) => (input.competitors ?? []).flatMap((listing) => (listing.logo ? [listing.logo] : [])),
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
