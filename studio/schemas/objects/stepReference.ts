import { defineField } from "sanity";

/** A required reference to a question (a flow's step, the step an experiment's note goes under). */
export const stepReferenceField = () =>
  defineField({
    name: "step",
    title: "Step",
    type: "reference",
    to: [{ type: "step" }],
    validation: (rule) => rule.required(),
  });
