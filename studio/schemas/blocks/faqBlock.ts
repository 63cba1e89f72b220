import { defineArrayMember, defineField, defineType } from "sanity";

export const faqBlock = defineType({
  name: "faqBlock",
  title: "Questions and answers",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "items",
      title: "Questions",
      type: "array",
      of: [
        defineArrayMember({
          name: "faqItem",
          type: "object",
          fields: [
            defineField({
              name: "question",
              title: "Question",
              type: "localeString",
              validation: (rule) => rule.required(),
            }),
            defineField({ name: "answer", title: "Answer", type: "localeText", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "question.en" } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { subtitle: "heading.en" },
    prepare: ({ subtitle }) => ({ title: "Questions and answers", subtitle }),
  },
});
