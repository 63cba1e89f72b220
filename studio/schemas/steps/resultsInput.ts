import { defineField, defineType } from "sanity";

export const resultsInput = defineType({
  name: "resultsInput",
  title: "Results",
  description: "The savings estimate and the comparison of five listings.",
  type: "object",
  fields: [
    defineField({ name: "showEstimate", title: "Show the savings estimate", type: "boolean", initialValue: true }),
    defineField({
      name: "competitors",
      title: "Listings",
      type: "array",
      of: [{ type: "reference", to: [{ type: "competitorListing" }] }],
      validation: (rule) => rule.required().length(5).unique(),
    }),
  ],
  preview: {
    select: { subtitle: "showEstimate" },
    prepare: ({ subtitle }) => ({ title: "Results", subtitle: String(subtitle ?? "") }),
  },
});
