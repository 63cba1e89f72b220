import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * Field-level localisation: English is required, Spanish falls back to English when empty.
 * A missing Spanish text is a warning, not an error, so a marketer can publish English first.
 */
const spanishMissing = (value: unknown) =>
  value ? true : "Spanish is empty: Spanish visitors will see the English text.";

export const localeString = defineType({
  name: "localeString",
  title: "Text (English / Spanish)",
  type: "object",
  options: { columns: 2 },
  fields: [
    defineField({ name: "en", title: "English", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "es",
      title: "Spanish",
      type: "string",
      validation: (rule) => rule.custom(spanishMissing).warning(),
    }),
  ],
  preview: { select: { title: "en", subtitle: "es" } },
});

export const localeText = defineType({
  name: "localeText",
  title: "Paragraph (English / Spanish)",
  type: "object",
  fields: [
    defineField({ name: "en", title: "English", type: "text", rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: "es",
      title: "Spanish",
      type: "text",
      rows: 3,
      validation: (rule) => rule.custom(spanishMissing).warning(),
    }),
  ],
  preview: { select: { title: "en", subtitle: "es" } },
});

const portableText = [
  defineArrayMember({
    type: "block",
    styles: [
      { title: "Normal", value: "normal" },
      { title: "Heading 2", value: "h2" },
      { title: "Heading 3", value: "h3" },
    ],
    lists: [
      { title: "Bullet", value: "bullet" },
      { title: "Numbered", value: "number" },
    ],
    marks: {
      decorators: [
        { title: "Strong", value: "strong" },
        { title: "Emphasis", value: "em" },
      ],
      annotations: [
        defineArrayMember({
          name: "link",
          type: "object",
          title: "Link",
          fields: [
            defineField({
              name: "href",
              type: "string",
              title: "URL or site path",
              validation: (rule) =>
                rule.required().regex(/^(\/|https:\/\/|mailto:|tel:)/, { name: "site path or https/mailto/tel link" }),
            }),
          ],
        }),
      ],
    },
  }),
];

export const localeBlockContent = defineType({
  name: "localeBlockContent",
  title: "Rich text (English / Spanish)",
  type: "object",
  fields: [
    defineField({
      name: "en",
      title: "English",
      type: "array",
      of: portableText,
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "es",
      title: "Spanish",
      type: "array",
      of: portableText,
      validation: (rule) => rule.custom(spanishMissing).warning(),
    }),
  ],
});
