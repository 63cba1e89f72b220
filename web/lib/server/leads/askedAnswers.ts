import { content } from "@/lib/content";
import { FLOW_QUERY } from "@/lib/content/queries";

/**
 * The answer names a flow's steps ask for by name (a choice step's `answerKey` in content), read
 * from the same content the pages render. A lead without a flow asks for none.
 */
export async function answersTheFlowAsks(prefix: string | null): Promise<ReadonlySet<string>> {
  if (!prefix) return new Set();
  const flow = await content().fetch(FLOW_QUERY, { prefix, locale: "en" }, ["flow", "step"]);
  return new Set((flow?.steps ?? []).flatMap((step) => (step.answerKey ? [step.answerKey] : [])));
}
