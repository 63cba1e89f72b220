/**
 * Experiments running on the funnel: their variants (assigned by the backend from the token) and
 * the step type where each one shows, which is where the browser reports it as triggered.
 */
export const EXPERIMENTS = {
  results_layout: { variants: ["estimate_first", "comparison_first"], shownOn: "resultsInput" },
  phone_step_copy: { variants: ["control", "advisor_callback"], shownOn: "phoneInput" },
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;

export const experimentShownOn = (stepType: string): ExperimentName | null =>
  (Object.entries(EXPERIMENTS).find(([, experiment]) => experiment.shownOn === stepType)?.[0] as ExperimentName) ??
  null;
