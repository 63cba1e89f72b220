import { defineType } from "sanity";
import { buttonLabelField, placeholderField } from "./fields";

export const emailInput = defineType({
  name: "emailInput",
  title: "E-mail",
  description: "Asks for the e-mail address.",
  type: "object",
  fields: [placeholderField, buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "E-mail", subtitle: String(subtitle ?? "") }),
  },
});
