import type { StepDriver } from "../block";

/** How an end-to-end test answers a interstitialInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async () => {
  // Moves on by itself.
};
