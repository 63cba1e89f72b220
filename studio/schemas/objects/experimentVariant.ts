import { defineArrayMember, defineField, defineType } from "sanity";
import { EXPERIMENT_KEY_PATTERN, RESULTS_LAYOUTS } from "./experimentRules";
import { stepReferenceField } from "./stepReference";

/**
 * One arm of an experiment and what it changes for the visitors assigned to it: the results
 * layout, a note under a step's form, and the order of a flow's steps. A control changes nothing.
 */
export const experimentVariant = defineType({
  name: "experimentVariant",
  title: "Variant",
  type: "object",
  fields: [
    defineField({
      name: "key",
      title: "Key",
      description: "Reported with each visitor's trigger (e.g. control, comparison_first).",
      type: "string",
      validation: (rule) => rule.required().regex(EXPERIMENT_KEY_PATTERN, { name: "lower-case key" }),
    }),
    defineField({
      name: "weight",
      title: "Weight",
      description: "Share of new visitors: 50 and 50 split them evenly; 0 assigns nobody.",
      type: "number",
      initialValue: 50,
      validation: (rule) => rule.required().integer().min(0).max(1000),
    }),
    defineField({
      name: "resultsLayout",
      title: "Results layout",
      description: "Which section the results page shows first. Empty: the estimate first.",
      type: "string",
      options: { list: [...RESULTS_LAYOUTS] },
    }),
    defineField({
      name: "stepNotes",
      title: "Notes under a step",
      description: "A line of copy shown under a step's form (after it, so nothing already painted moves).",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "stepNote",
          fields: [
            stepReferenceField(),
            defineField({ name: "text", title: "Text", type: "localeText", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "step.heading.en", subtitle: "text.en" } },
        }),
      ],
    }),
    defineField({
      name: "flowOrder",
      title: "Order of a flow's steps",
      description:
        "The flow's step paths in the order this variant asks them; paths left out keep their place after these.",
      type: "object",
      fields: [
        defineField({ name: "flow", title: "Flow", type: "reference", to: [{ type: "flow" }] }),
        defineField({
          name: "paths",
          title: "Step paths, in order",
          type: "array",
          of: [defineArrayMember({ type: "string" })],
        }),
      ],
    }),
  ],
  preview: {
    select: { key: "key", weight: "weight", layout: "resultsLayout" },
    prepare: ({ key, weight, layout }) => ({
      title: key ?? "New variant",
      subtitle: [`weight ${weight ?? 0}`, layout].filter(Boolean).join(" · "),
    }),
  },
});
