import { defineType } from "sanity";
import { buttonLabelField, pointsField } from "./fields";

export const requestQuoteInput = defineType({
  name: "requestQuoteInput",
  title: "Request a quote",
  description: "The visitor asks for a quote from installers.",
  type: "object",
  fields: [pointsField("points", "Points"), buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Request a quote", subtitle: String(subtitle ?? "") }),
  },
});
