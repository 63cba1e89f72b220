import { defineType } from "sanity";
import { buttonLabelField, pointsField } from "./fields";

export const criteriaInput = defineType({
  name: "criteriaInput",
  title: "Criteria",
  description: "Statements the visitor confirms before the report.",
  type: "object",
  fields: [pointsField("criteria", "Criteria"), buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Criteria", subtitle: String(subtitle ?? "") }),
  },
});
