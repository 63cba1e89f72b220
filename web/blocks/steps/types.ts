import type { OfferCategory, ResultsFigures } from "studio/constants";
import type { ResultsLayout } from "studio/experimentRules";
import type { ConsentShown } from "@/lib/api/types";
import type { Locale } from "@/lib/brand/locale";
import type { Localized } from "@/lib/content/localize";
import type { STEP_QUERY_RESULT } from "@/lib/content/sanity.types";
import type { QuestionnaireWords } from "@/lib/content/words";
import type { Answers } from "@/lib/leadFields/types";
// Types only (erased from the bundle): the backend defines the estimate's shapes once.
import type { LeadEstimate } from "@/lib/server/estimate/categoryEstimate";

/** Every step input type of the schema (generated from studio/schemas/steps). */
export type StepInput = Localized<NonNullable<NonNullable<STEP_QUERY_RESULT>["input"]>>;
export type StepType = StepInput["_type"];
export type StepInputOf<T extends StepType> = Extract<StepInput, { _type: T }>;

/**
 * What the server hands a step component: its content only. Everything that belongs to the
 * visitor (answers, token, language, navigation) comes from the flow engine through `useStep()`,
 * because the server cannot pass functions to a client component.
 */
export type StepProps<T extends StepType = StepType> = {
  input: StepInputOf<T>;
};

/** The flow engine as a step sees it (web/flows/FlowIsland provides it). */
export type StepEngine = {
  locale: Locale;
  /** The words around the questions (buttons, field names, messages), from content in `locale`. */
  words: QuestionnaireWords;
  /** Everything the visitor answered so far (session store), to prefill and to show (zip, city, state). */
  answers: Answers;
  brand: { name: string; phone: string };
  /** TCPA consent wording ({brandName} and {phone} not yet filled in) and its version. */
  consent: { text: string; version: string };
  token: string | null;
  /**
   * False while the page is hydrating the server's HTML, before the saved session is read: a step
   * whose layout depends on the session (an experiment's variant) waits for it instead of moving
   * what is already painted.
   */
  sessionRead: boolean;
  /** The visitor's experiment variants, by experiment key (assigned by the server from content). */
  experiments: Record<string, string>;
  /** The results' section order the visitor's variants ask for (lib/experiments.ts); null: the estimate first. */
  resultsLayout?: ResultsLayout | null;
  /** The next step's URL: where a form goes when it is submitted before the page's JavaScript runs. */
  nextUrl: string | null;
  /** The flow's type (its prefix), as the lead records it. */
  flowType: string;
  /** What the flow sells (content): the results' listings and wording follow it. */
  offer: OfferCategory;
  /** The figures the flow's results show (content): the estimate's kind, for its placeholder. */
  figures: ResultsFigures;
  /**
   * Saves the answers and moves to the next step. `typed`: the visitor typed them here rather
   * than confirming them, and a next step asking only for them is passed over (the zip).
   * `consent`: the TCPA consent shown, which the save carries with tcpa_accepted.
   */
  onSubmit: (answers: Answers, how?: { typed?: boolean; consent?: ConsentShown }) => void;
  /** Moves on without answers (interstitials, information screens). */
  onContinue: () => void;
  /** Every step of the flow is answered: results shown now close the flow rather than lead on. */
  finished?: boolean;
  /**
   * Set while an editor previews the step in draft mode: the answers are sample ones, nothing is
   * saved or sent, and the results show `estimate` (computed on the server from those answers).
   */
  preview?: { estimate: LeadEstimate | null } | null;
};
