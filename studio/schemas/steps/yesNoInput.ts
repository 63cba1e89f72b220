import { defineField, defineType } from "sanity";
import { answerKeyField } from "./fields";

export const yesNoInput = defineType({
  name: "yesNoInput",
  title: "Yes / no",
  description: "Two buttons; the answer is stored as yes or no.",
  type: "object",
  fields: [
    answerKeyField,
    defineField({ name: "yesLabel", title: "Yes label", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "noLabel", title: "No label", type: "localeString", validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { subtitle: "yesLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Yes / no", subtitle: String(subtitle ?? "") }),
  },
});
