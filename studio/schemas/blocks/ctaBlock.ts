import { defineField, defineType } from "sanity";

export const ctaBlock = defineType({
  name: "ctaBlock",
  title: "Call to action",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "text", title: "Text", type: "localeText" }),
    defineField({ name: "link", title: "Button", type: "link", validation: (rule) => rule.required() }),
  ],
  preview: { select: { subtitle: "heading.en" }, prepare: ({ subtitle }) => ({ title: "Call to action", subtitle }) },
});
