import { describe, expect, it } from "vitest";
import { PROJECT_STAGES } from "@/lib/projectStages";
import { stageStates } from "./stageWords";

describe("the project stages shown to a homeowner", () => {
  it("are spec 3's nine, in its order", () => {
    expect(PROJECT_STAGES).toEqual([
      "Data Collection",
      "Pictures",
      "Design",
      "Contract",
      "Permit Submission",
      "Payment",
      "Install",
      "Inspection",
      "PTO",
    ]);
  });

  it("mark the stages before the current one done and the rest ahead", () => {
    expect(stageStates("Contract").map(({ state }) => state)).toEqual([
      "done",
      "done",
      "done",
      "current",
      "ahead",
      "ahead",
      "ahead",
      "ahead",
      "ahead",
    ]);
    expect(stageStates("Data Collection")[0]).toEqual({ stage: "Data Collection", state: "current" });
    expect(stageStates("PTO").at(-1)).toEqual({ stage: "PTO", state: "current" });
  });
});
