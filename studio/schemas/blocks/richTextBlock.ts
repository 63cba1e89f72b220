import { defineField, defineType } from "sanity";

export const richTextBlock = defineType({
  name: "richTextBlock",
  title: "Rich text",
  type: "object",
  fields: [
    defineField({ name: "body", title: "Body", type: "localeBlockContent", validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: "Rich text" }) },
});
