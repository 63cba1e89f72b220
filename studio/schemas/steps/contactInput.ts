import { defineType } from "sanity";
import { answerKeyField, buttonLabelField, choicesField } from "./fields";

export const contactInput = defineType({
  name: "contactInput",
  title: "Contact preference",
  description: "How the visitor prefers to be contacted; several may be picked.",
  type: "object",
  fields: [answerKeyField, choicesField(2, 5), buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Contact preference", subtitle: String(subtitle ?? "") }),
  },
});
