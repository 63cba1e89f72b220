import { defineField, defineType } from "sanity";

export const seo = defineType({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "localeString",
      validation: (rule) =>
        rule
          .required()
          .custom((value: { en?: string } | undefined) =>
            value?.en && value.en.length > 70 ? "Keep the English title under 70 characters for search results." : true,
          )
          .warning(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "localeText",
      validation: (rule) => rule.required(),
    }),
  ],
});
