import { defineField, defineType } from "sanity";

export const heroBlock = defineType({
  name: "heroBlock",
  title: "Hero",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "subheading", title: "Subheading", type: "localeText" }),
    defineField({ name: "cta", title: "Call to action", type: "link" }),
  ],
  preview: { select: { subtitle: "heading.en" }, prepare: ({ subtitle }) => ({ title: "Hero", subtitle }) },
});
