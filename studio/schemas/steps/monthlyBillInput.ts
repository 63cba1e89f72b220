import { defineField, defineType } from "sanity";
import { buttonLabelField } from "./fields";

export const monthlyBillInput = defineType({
  name: "monthlyBillInput",
  title: "Monthly electric bill",
  description: "A slider for the average monthly bill in dollars.",
  type: "object",
  fields: [
    defineField({
      name: "min",
      title: "Lowest amount ($)",
      type: "number",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "max",
      title: "Highest amount ($)",
      type: "number",
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .custom((max: number | undefined, context) => {
            const min = (context.parent as { min?: number } | undefined)?.min;
            return max === undefined || min === undefined || max > min
              ? true
              : "The highest amount must be above the lowest.";
          }),
    }),
    defineField({
      name: "step",
      title: "Slider step ($)",
      type: "number",
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: "defaultAmount",
      title: "Starting amount ($)",
      type: "number",
      validation: (rule) => rule.required().integer().min(0),
    }),
    buttonLabelField,
  ],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Monthly electric bill", subtitle: String(subtitle ?? "") }),
  },
});
