import type { Schema, Seed } from "./lib";
import { steps } from "./steps";

/**
 * Unpublished edits, as the Studio keeps them (`drafts.<id>`): what draft mode previews over the
 * published documents, so the preview path has something to show offline and in tests. Here a
 * marketer is trying new wording for the ownership question.
 */
type StepDoc = Seed<Schema.Step>;

function draftOf(id: string, change: (doc: StepDoc) => StepDoc): StepDoc {
  const published = steps.find((doc) => doc._id === id);
  if (!published) throw new Error(`No published document ${id} to draft`);
  return { ...change(structuredClone(published)), _id: `drafts.${id}` };
}

export const drafts: StepDoc[] = [
  draftOf("step.homeowner-renter", (doc) => ({
    ...doc,
    heading: {
      _type: "localeString",
      en: "Do you own the home you live in?",
      es: "¿Es dueño de la vivienda donde vive?",
    },
  })),
];
