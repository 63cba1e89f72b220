import { defineField, defineType } from "sanity";
import { answerKeyField, buttonLabelField, choicesField } from "./fields";

export const multiChoiceInput = defineType({
  name: "multiChoiceInput",
  title: "Multiple choice",
  description: "The visitor ticks every answer that applies, then continues.",
  type: "object",
  fields: [
    answerKeyField,
    choicesField(2, 10),
    defineField({
      name: "noneValue",
      title: "'None of these' value",
      description:
        "The value of the choice that means none of the others (e.g. none). Ticking it clears the others, and the other way round.",
      type: "string",
    }),
    buttonLabelField,
  ],
  validation: (rule) =>
    rule.custom((input: { noneValue?: string; choices?: { value?: string }[] } | undefined) => {
      if (!input?.noneValue) return true;
      return (input.choices ?? []).some((choice) => choice.value === input.noneValue)
        ? true
        : "The 'none of these' value must be one of the choices.";
    }),
  preview: {
    select: { subtitle: "choices.0.label.en" },
    prepare: ({ subtitle }) => ({ title: "Multiple choice", subtitle: String(subtitle ?? "") }),
  },
});
