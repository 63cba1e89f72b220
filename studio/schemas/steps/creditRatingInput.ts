import { defineType } from "sanity";
import { choicesField } from "./fields";

export const creditRatingInput = defineType({
  name: "creditRatingInput",
  title: "Credit rating",
  description: "Credit score bands; one tap answers.",
  type: "object",
  fields: [choicesField(2, 6)],
  preview: {
    select: { subtitle: "choices.0.label.en" },
    prepare: ({ subtitle }) => ({ title: "Credit rating", subtitle: String(subtitle ?? "") }),
  },
});
