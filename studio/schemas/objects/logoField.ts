import { defineField } from "sanity";

/** A required image with alternative text in English and Spanish. */
export const imageWithAltField = ({ name, title, group }: { name: string; title: string; group?: string }) =>
  defineField({
    name,
    title,
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

/** A required logo image with alternative text in English and Spanish. */
export const logoField = (group?: string) => imageWithAltField({ name: "logo", title: "Logo", group });
