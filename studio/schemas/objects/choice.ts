import { defineField, defineType } from "sanity";

/** One answer of a question: the stored value and the label the visitor sees. */
export const choice = defineType({
  name: "choice",
  title: "Choice",
  type: "object",
  fields: [
    defineField({
      name: "value",
      title: "Stored value",
      description:
        "What the lead record receives, in snake_case (e.g. below_100). Changing it changes what buyers receive.",
      type: "string",
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(_[a-z0-9]+)*$/, { name: "snake_case value" }),
    }),
    defineField({ name: "label", title: "Label", type: "localeString", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "label.en", subtitle: "value" } },
});
