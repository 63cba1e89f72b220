/** Spec 3: the installer's project stages, in order. */
export const PROJECT_STAGES = [
  "Data Collection",
  "Pictures",
  "Design",
  "Contract",
  "Permit Submission",
  "Payment",
  "Install",
  "Inspection",
  "PTO",
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/** A lead nobody has moved yet is collecting data. */
export const FIRST_STAGE: ProjectStage = PROJECT_STAGES[0];
