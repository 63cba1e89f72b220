import type { FLOW_QUERY_RESULT } from "@/lib/content/sanity.types";

/** One entry of FLOW_QUERY's `steps`, as content delivers it (fields may be null in a draft). */
type QueriedStep = NonNullable<FLOW_QUERY_RESULT>["steps"][number];

/**
 * The step input types ("singleChoiceInput", "zipInput", …). Taken from the generated query
 * type, so a step type added to the Studio shows up here and in the exhaustive switch of answers.ts.
 */
export type StepKind = NonNullable<QueriedStep["kind"]>;

/** A step in a flow's ordered route list: its path under the prefix, its step document, its input type. */
export interface FlowStep {
  readonly path: string | null;
  readonly slug: string | null;
  readonly kind: StepKind | null;
  /** The lead field of a choice-like step's answer, when its type lets content name one. */
  readonly answerKey?: string | null;
}
