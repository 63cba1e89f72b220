import { CommentIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { brandField } from "./brandScoped";

export const footnote = defineType({
  name: "footnote",
  title: "Footnote",
  type: "document",
  icon: CommentIcon,
  fields: [
    brandField(true, "Footnotes are numbered by their order in this brand's footer."),
    defineField({
      name: "key",
      title: "Key",
      description: "What the footnote is about, e.g. tax-credit.",
      type: "string",
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: "lower-case key" }),
    }),
    defineField({ name: "text", title: "Text", type: "localeText", validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: "text.en", brand: "brand.name", key: "key" },
    prepare: ({ title, brand, key }) => ({ title, subtitle: `${brand ?? ""} · ${key ?? ""}` }),
  },
});
