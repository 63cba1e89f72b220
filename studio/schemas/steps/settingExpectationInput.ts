import { defineType } from "sanity";
import { buttonLabelField, pointsField } from "./fields";

export const settingExpectationInput = defineType({
  name: "settingExpectationInput",
  title: "Setting expectation",
  description: "What happens next, before the visitor continues.",
  type: "object",
  fields: [pointsField("points", "Points"), buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Setting expectation", subtitle: String(subtitle ?? "") }),
  },
});
