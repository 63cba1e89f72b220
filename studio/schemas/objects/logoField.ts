import { defineField } from "sanity";

/** A required logo image with alternative text in English and Spanish. */
export const logoField = (group?: string) =>
  defineField({
    name: "logo",
    title: "Logo",
    type: "image",
    group,
    fields: [
      defineField({
        name: "alt",
        title: "Alternative text",
        type: "localeString",
        validation: (rule) => rule.required(),
      }),
    ],
    validation: (rule) => rule.required(),
  });
