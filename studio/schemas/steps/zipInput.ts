import { defineType } from "sanity";
import { buttonLabelField, placeholderField } from "./fields";

export const zipInput = defineType({
  name: "zipInput",
  title: "Zip code",
  description: "Asks for the 5-digit zip code.",
  type: "object",
  fields: [placeholderField, buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Zip code", subtitle: String(subtitle ?? "") }),
  },
});
