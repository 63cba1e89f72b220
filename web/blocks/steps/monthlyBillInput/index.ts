import { defineStepBlock } from "../block";

export default defineStepBlock({
  type: "monthlyBillInput",
  component: () => import("./MonthlyBillStep").then((module) => module.MonthlyBillStep),
  answerKeys: // The number, not the text band: both are set together (spec 4.1), and the number is what the estimate reads.
    () => ["monthly_electricity_bill_amount"],
  answersInUrl: true,
  // Test code: its own chunk, which no page ever loads.
  drive: (context) => import("./drive").then((module) => module.drive(context)),
});
