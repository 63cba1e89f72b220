import { defineType } from "sanity";
import { buttonLabelField } from "./fields";

export const zipConfirmInput = defineType({
  name: "zipConfirmInput",
  title: "Zip confirmation",
  description: "Shows the zip, city and state found for the visitor to confirm or correct.",
  type: "object",
  fields: [buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Zip confirmation", subtitle: String(subtitle ?? "") }),
  },
});
