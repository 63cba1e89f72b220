import { defineArrayMember, defineField, defineType } from "sanity";

export const comparisonBlock = defineType({
  name: "comparisonBlock",
  title: "Company comparison",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "competitors",
      title: "Listings",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "competitorListing" }] })],
      validation: (rule) => rule.required().min(2).max(5).unique(),
    }),
  ],
  preview: {
    select: { subtitle: "heading.en" },
    prepare: ({ subtitle }) => ({ title: "Company comparison", subtitle }),
  },
});
