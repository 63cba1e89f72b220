import { defineArrayMember, defineField, defineType } from "sanity";

export const highlightsBlock = defineType({
  name: "highlightsBlock",
  title: "Highlights",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "localeString" }),
    defineField({
      name: "items",
      title: "Items",
      type: "array",
      of: [
        defineArrayMember({
          name: "highlight",
          type: "object",
          fields: [
            defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
            defineField({ name: "text", title: "Text", type: "localeText", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "title.en" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: { select: { subtitle: "heading.en" }, prepare: ({ subtitle }) => ({ title: "Highlights", subtitle }) },
});
