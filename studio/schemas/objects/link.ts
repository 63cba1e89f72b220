import { defineField, defineType } from "sanity";

export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  fields: [
    defineField({ name: "label", title: "Label", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "href",
      title: "Site path or URL",
      description: "A path on the same site (/legal/privacy-policy) or a full https:// address.",
      type: "string",
      validation: (rule) =>
        rule.required().regex(/^(\/[^\s]*|https:\/\/[^\s]+|tel:\+?\d+|mailto:[^\s]+)$/, {
          name: "site path, https, tel or mailto link",
        }),
    }),
  ],
  preview: { select: { title: "label.en", subtitle: "href" } },
});

export const navGroup = defineType({
  name: "navGroup",
  title: "Menu group",
  type: "object",
  fields: [
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "links",
      title: "Links",
      type: "array",
      of: [{ type: "link" }],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: "title.en" } },
});
