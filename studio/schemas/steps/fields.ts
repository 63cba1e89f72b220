import { defineField } from "sanity";
import { answerKeyProblem } from "../updateCustomerRequest";

/** Fields several step types share. */
export const buttonLabelField = defineField({
  name: "buttonLabel",
  title: "Button label",
  type: "localeString",
  validation: (rule) => rule.required(),
});

export const placeholderField = defineField({
  name: "placeholder",
  title: "Placeholder",
  type: "localeString",
});

export const answerKeyField = defineField({
  name: "answerKey",
  title: "Lead field",
  description: "The field of the lead record this answer fills, in snake_case (e.g. homeowner_renter).",
  type: "string",
  validation: (rule) =>
    rule
      .required()
      .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, { name: "snake_case field name" })
      .custom((key: string | undefined) => (key === undefined ? true : answerKeyProblem(key))),
});

export const choicesField = (min: number, max: number) =>
  defineField({
    name: "choices",
    title: "Choices",
    type: "array",
    of: [{ type: "choice" }],
    validation: (rule) =>
      rule
        .required()
        .min(min)
        .max(max)
        .custom((choices: { value?: string }[] | undefined) => {
          const values = (choices ?? []).map((choice) => choice.value);
          return new Set(values).size === values.length ? true : "Two choices store the same value.";
        }),
  });

export const pointsField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "array",
    of: [{ type: "localeString" }],
    validation: (rule) => rule.required().min(1).max(6),
  });
