import { BlockElementIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { brandField } from "./brandScoped";

export const footer = defineType({
  name: "footer",
  title: "Footer",
  type: "document",
  icon: BlockElementIcon,
  fields: [
    brandField(true, "Each brand has one footer."),
    defineField({
      name: "legalLinks",
      title: "Legal links",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "contactLine",
      title: "Contact line",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "disclosure", title: "Disclosure", type: "localeText", validation: (rule) => rule.required() }),
    defineField({
      name: "footnotes",
      title: "Numbered footnotes",
      description: "Numbered 1, 2, 3… in this order. Only footnotes of the same brand.",
      type: "array",
      of: [
        defineArrayMember({
          type: "reference",
          to: [{ type: "footnote" }],
          options: {
            filter: ({ document }) => ({
              filter: "brand._ref == $brand",
              params: { brand: (document.brand as { _ref?: string } | undefined)?._ref ?? "" },
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.unique().custom(async (refs: { _ref?: string }[] | undefined, context) => {
          const brand = (context.document?.brand as { _ref?: string } | undefined)?._ref;
          const ids = (refs ?? []).map((item) => item._ref).filter(Boolean);
          if (!brand || ids.length === 0) return true;
          const foreign: number = await context
            .getClient({ apiVersion: "2025-02-19" })
            .fetch("count(*[_type == 'footnote' && _id in $ids && brand._ref != $brand])", { ids, brand });
          return foreign === 0 ? true : "A footnote of another brand is listed here.";
        }),
    }),
    defineField({
      name: "copyright",
      title: "Copyright line",
      description: "{year} is replaced with the current year.",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "satisfactionBanner",
      title: "Satisfaction banner",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { brand: "brand.name" }, prepare: ({ brand }) => ({ title: `Footer · ${brand ?? "no brand"}` }) },
});
