import type { AccountWords } from "@/lib/content/words";
import { PROJECT_STAGES, type ProjectStage } from "@/lib/projectStages";

/** Each stage's word in content (the spec's English names are the keys of the data). */
const STAGE_WORD: Record<ProjectStage, keyof AccountWords> = {
  "Data Collection": "stageDataCollection",
  Pictures: "stagePictures",
  Design: "stageDesign",
  Contract: "stageContract",
  "Permit Submission": "stagePermitSubmission",
  Payment: "stagePayment",
  Install: "stageInstall",
  Inspection: "stageInspection",
  PTO: "stagePto",
};

export const stageLabel = (stage: ProjectStage, words: AccountWords) => words[STAGE_WORD[stage]];

export type StageState = "done" | "current" | "ahead";

/** Each of spec 3's stages, in order, as done, current or ahead of `current`. */
export const stageStates = (current: ProjectStage): { stage: ProjectStage; state: StageState }[] => {
  const at = PROJECT_STAGES.indexOf(current);
  return PROJECT_STAGES.map((stage, index) => ({
    stage,
    state: index < at ? "done" : index === at ? "current" : "ahead",
  }));
};
