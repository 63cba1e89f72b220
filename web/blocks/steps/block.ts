import type { Page } from "@playwright/test";
import type { ComponentType } from "react";
import type { Locale } from "@/lib/brand/locale";
import type { QuestionnaireWords } from "@/lib/content/words";
import type { StepInputOf, StepProps, StepType } from "./types";

export type { StepType };

/** What an end-to-end test hands a step's driver. */
type StepDriverContext = {
  page: Page;
  locale: Locale;
  /** The questionnaire's words as content gives them: a driver finds a field by the label a visitor reads. */
  words: QuestionnaireWords;
};
export type StepDriver = (context: StepDriverContext) => Promise<void>;

/**
 * Everything the site and its tests need to know about one step type, in the type's folder
 * (web/blocks/steps/<type>/index.ts). The registry maps every schema step type to one of these,
 * so a type without a descriptor, or a descriptor missing a piece, fails `tsc`.
 */
export type StepBlock<T extends StepType> = {
  type: T;
  /** The step's client component, loaded only on pages that show this step type. */
  component: () => Promise<ComponentType<StepProps<T>>>;
  /**
   * The lead fields this step fills, so a deep link can be checked against the session's answers.
   * [] means nothing to answer (information screens, interstitials, results).
   */
  answerKeys: (input: StepInputOf<T> | { answerKey?: string | null }) => string[];
  /**
   * Whether the step's answers may travel in the next step's URL when the visitor answers before
   * the page's JavaScript has run (a native form submit). Never for contact details.
   */
  answersInUrl: boolean;
  /**
   * How an end-to-end test answers this step as a visitor would, by what is on the screen. Kept in
   * the folder's drive.ts behind a dynamic import, so no page's JavaScript carries test code.
   */
  drive: StepDriver;
  /**
   * Set for a step whose first render is long (the results: estimate and listings). Reached by a
   * tap it is rendered as a transition, in slices between frames, so a slow phone never has it as
   * one long task; the other steps render in the tap's own task, the next question at once.
   */
  longRender?: true;
  /**
   * The images from content the step shows (the results' listing logos). The step before it
   * fetches them once the visitor acts on it (at the first idle period after their first input):
   * an SVG image is parsed on the main thread when it arrives, and logos arriving while the
   * results rendered were tasks of their own (issue 8).
   */
  images?: (input: StepInputOf<T>) => string[];
};

/** Names the descriptor's type once: `defineStepBlock({ type: "zipInput", … })`. */
export const defineStepBlock = <T extends StepType>(block: StepBlock<T>): StepBlock<T> => block;
