import { ThListIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { FLOW_PREFIXES } from "../constants";
import { uniqueAmong } from "../objects/uniqueValue";

export const flow = defineType({
  name: "flow",
  title: "Flow",
  type: "document",
  icon: ThListIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "prefix",
      title: "URL prefix",
      type: "string",
      options: { list: [...FLOW_PREFIXES] },
      validation: (rule) =>
        rule.required().custom(uniqueAmong("flow", "prefix", (prefix) => `Another flow already uses ${prefix}.`)),
    }),
    defineField({
      name: "baseFlow",
      title: "Starts with the steps of",
      description: "For a flow defined as another flow plus (or exactly as) its steps. Only one level deep.",
      type: "reference",
      to: [{ type: "flow" }],
      validation: (rule) =>
        rule.custom((value: { _ref?: string } | undefined, context) => {
          const id = (context.document?._id ?? "").replace(/^drafts\./, "");
          return value?._ref && value._ref === id ? "A flow cannot start with its own steps." : true;
        }),
    }),
    defineField({
      name: "steps",
      title: "Steps",
      description: "In the order the visitor sees them (after the steps of the base flow, if any).",
      type: "array",
      of: [defineArrayMember({ type: "flowStep" })],
      validation: (rule) =>
        rule.custom((steps: unknown[] | undefined, context) => {
          const hasBase = Boolean((context.document?.baseFlow as { _ref?: string } | undefined)?._ref);
          return hasBase || (steps?.length ?? 0) > 0 ? true : "A flow needs at least one step.";
        }),
    }),
  ],
  orderings: [{ title: "Prefix", name: "prefixAsc", by: [{ field: "prefix", direction: "asc" }] }],
  preview: {
    select: { prefix: "prefix", title: "title.en", count: "steps.length", base: "baseFlow.prefix" },
    prepare: ({ prefix, title, count, base }) => ({
      title: prefix ?? "New flow",
      subtitle: [title, base ? `${base} +` : undefined, `${count ?? 0} steps`].filter(Boolean).join(" · "),
    }),
  },
});
