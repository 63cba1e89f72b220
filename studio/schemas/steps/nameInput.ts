import { defineType } from "sanity";
import { buttonLabelField } from "./fields";

export const nameInput = defineType({
  name: "nameInput",
  title: "Name",
  description: "First and last name.",
  type: "object",
  fields: [buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Name", subtitle: String(subtitle ?? "") }),
  },
});
