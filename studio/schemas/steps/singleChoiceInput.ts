import { defineType } from "sanity";
import { answerKeyField, choicesField } from "./fields";

export const singleChoiceInput = defineType({
  name: "singleChoiceInput",
  title: "Single choice",
  description: "One tap answers and moves on.",
  type: "object",
  fields: [answerKeyField, choicesField(2, 8)],
  preview: {
    select: { subtitle: "choices.0.label.en" },
    prepare: ({ subtitle }) => ({ title: "Single choice", subtitle: String(subtitle ?? "") }),
  },
});
