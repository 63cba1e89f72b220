import { defineField } from "sanity";

/** The brand a document belongs to; empty means every brand. */
export const brandField = (required: boolean, description: string) =>
  defineField({
    name: "brand",
    title: "Brand",
    description,
    type: "reference",
    to: [{ type: "brand" }],
    validation: (rule) => (required ? rule.required() : rule),
  });
