import { DocumentIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { pageBlockTypes } from "../blocks";
import { PAGE_PATH_PATTERN } from "../constants";
import { notAFlowsPath } from "../objects/flowPrefixRules";
import { brandField } from "./brandScoped";

export const contentPage = defineType({
  name: "contentPage",
  title: "Content page",
  type: "document",
  icon: DocumentIcon,
  fields: [
    defineField({
      name: "path",
      title: "Path",
      type: "string",
      validation: (rule) => rule.required().regex(PAGE_PATH_PATTERN, { name: "site path" }).custom(notAFlowsPath),
    }),
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "section",
      title: "Section",
      type: "string",
      options: {
        list: [
          { value: "navigation", title: "Navigation" },
          { value: "salesTraining", title: "Sales training" },
        ],
        layout: "radio",
      },
      validation: (rule) => rule.required(),
    }),
    brandField(false, "Empty: shown on every brand."),
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
    defineField({
      name: "pageBuilder",
      title: "Blocks",
      type: "array",
      of: pageBlockTypes.map((type) => ({ type: type.name })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: "title.en", path: "path", brand: "brand.name" },
    prepare: ({ title, path, brand }) => ({ title, subtitle: `${path ?? ""}${brand ? ` · ${brand}` : ""}` }),
  },
});
