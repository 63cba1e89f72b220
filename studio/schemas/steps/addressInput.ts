import { defineType } from "sanity";
import { buttonLabelField, placeholderField } from "./fields";

export const addressInput = defineType({
  name: "addressInput",
  title: "Street address",
  description: "Asks for the street address.",
  type: "object",
  fields: [placeholderField, buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Street address", subtitle: String(subtitle ?? "") }),
  },
});
