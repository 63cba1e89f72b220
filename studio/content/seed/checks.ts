/**
 * Checks of the seed as a whole that no schema type can express: run by the seed builder (before
 * it writes anything) and by the seed's tests, so a mistake is named where it was made.
 */
import { answerKeyProblem } from "../../schemas/updateCustomerRequest";
import type { Doc } from "./lib";

/** What a person would look for in the seed modules to find a document: its slug, path or key. */
function nameOf(doc: Doc): string {
  const slug = (doc.slug as { current?: string } | undefined)?.current;
  if (slug) return `slug "${slug}"`;
  for (const field of ["path", "prefix", "key", "name"]) {
    if (typeof doc[field] === "string") return `${field} "${doc[field]}"`;
  }
  return `type ${doc._type}`;
}

/** One line per `_id` given to more than one document, naming each document's slug (or path). */
export function duplicateIds(docs: Doc[]): string[] {
  const byId = new Map<string, Doc[]>();
  for (const doc of docs) byId.set(doc._id, [...(byId.get(doc._id) ?? []), doc]);
  return [...byId]
    .filter(([, same]) => same.length > 1)
    .map(([id, same]) => `_id "${id}" is given to ${same.length} documents: ${same.map(nameOf).join(", ")}`);
}

type StepDoc = Doc & { input?: { _type: string; answerKey?: string }[] };
type FlowDoc = Doc & { steps?: { path?: string; step?: { _ref: string } }[] };

/**
 * Steps whose answer key the Studio would refuse because update_customer's payload uses the name
 * for itself (studio/schemas/updateCustomerRequest.ts): one line each, naming the step's slug.
 */
export function answerKeyProblems(docs: Doc[]): string[] {
  return (docs.filter((doc) => doc._type === "step") as StepDoc[]).flatMap((doc) =>
    (doc.input ?? []).flatMap(({ answerKey }) => {
      const problem = answerKey === undefined ? true : answerKeyProblem(answerKey);
      return problem === true ? [] : [`${nameOf(doc)}: ${problem}`];
    }),
  );
}

/** The step input types that the published flows ask, each with the step documents that ask it. */
function stepTypesInFlows(docs: Doc[]): Map<string, string[]> {
  const published = docs.filter((doc) => !doc._id.startsWith("drafts."));
  const steps = new Map(published.filter((doc) => doc._type === "step").map((doc) => [doc._id, doc as StepDoc]));
  const used = new Map<string, string[]>();
  for (const flow of published.filter((doc) => doc._type === "flow") as FlowDoc[]) {
    for (const { step } of flow.steps ?? []) {
      const type = step && steps.get(step._ref)?.input?.[0]?._type;
      if (type && step) used.set(type, [...new Set([...(used.get(type) ?? []), step._ref])]);
    }
  }
  return used;
}

/** Published step documents no flow lists: written in steps.ts but forgotten in flowLists.ts. */
export function stepsInNoFlow(docs: Doc[]): string[] {
  const listed = new Set(
    (docs.filter((doc) => doc._type === "flow") as FlowDoc[]).flatMap((flow) =>
      (flow.steps ?? []).map(({ step }) => step?._ref),
    ),
  );
  return docs
    .filter((doc) => doc._type === "step" && !doc._id.startsWith("drafts.") && !listed.has(doc._id))
    .map((doc) => doc._id);
}

/**
 * What the seed lacks for each step type: a step of that type in steps.ts, and that step's path
 * in a flow of flowLists.ts. One line per type, naming the file to edit.
 */
export function stepTypeSeedProblems(docs: Doc[], stepTypes: readonly string[]): string[] {
  const asked = stepTypesInFlows(docs);
  const steps = docs.filter((doc) => doc._type === "step" && !doc._id.startsWith("drafts.")) as StepDoc[];
  return stepTypes.flatMap((type) => {
    if (asked.has(type)) return [];
    const written = steps.filter((doc) => doc.input?.[0]?._type === type).map((doc) => doc._id);
    return written.length === 0
      ? [`${type}: no step of this type in studio/content/seed/steps.ts`]
      : [`${type}: ${written.join(", ")} in no flow of studio/content/seed/flowLists.ts`];
  });
}

type Words = Record<string, { title: string; sections: Record<string, { steps?: readonly string[]; words: object }> }>;

/**
 * What the words lack: a section of studio/schemas/objects/wordGroups.ts that names a step type
 * the schema does not have, and a word with no English or Spanish in siteSettings.ts.
 */
export function wordProblems(wordGroups: Words, siteSettings: Doc, stepTypes: readonly string[]): string[] {
  return Object.entries(wordGroups).flatMap(([group, { sections }]) =>
    Object.entries(sections).flatMap(([section, { steps = [], words }]) => [
      ...steps
        .filter((type) => !stepTypes.includes(type))
        .map((type) => `${group}.${section}: names the step type ${type}, which is not in stepInputTypes`),
      ...Object.keys(words).flatMap((word) => {
        const text = (siteSettings[group] as Record<string, { en?: string; es?: string }> | undefined)?.[word];
        const missing = (["en", "es"] as const).filter((locale) => !text?.[locale]?.trim());
        return missing.length === 0
          ? []
          : [`${group}.${word}: no ${missing.join(" or ")} text in studio/content/seed/siteSettings.ts`];
      }),
    ]),
  );
}

/** Page-builder block types that no content page of contentPages.ts uses (its test reads one). */
export function pageBlockSeedProblems(docs: Doc[], blockTypes: readonly string[]): string[] {
  const used = new Set(
    docs
      .filter((doc) => doc._type === "contentPage")
      .flatMap((doc) => ((doc.pageBuilder as { _type: string }[] | undefined) ?? []).map((block) => block._type)),
  );
  return blockTypes
    .filter((type) => !used.has(type))
    .map((type) => `${type}: no content page in studio/content/seed/contentPages.ts uses it`);
}
