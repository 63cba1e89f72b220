import { defineField, defineType } from "sanity";

export const calculatorBlock = defineType({
  name: "calculatorBlock",
  title: "Calculator",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "intro", title: "Introduction", type: "localeText" }),
    defineField({
      name: "calculator",
      title: "Calculator",
      type: "string",
      options: {
        list: [
          { value: "solarSavings", title: "Solar savings" },
          { value: "salesCommission", title: "Solar sales commission" },
          { value: "margin", title: "Job margin (installers)" },
        ],
        layout: "radio",
      },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { subtitle: "heading.en", calculator: "calculator" },
    prepare: ({ subtitle, calculator }) => ({ title: `Calculator · ${calculator ?? ""}`, subtitle }),
  },
});
