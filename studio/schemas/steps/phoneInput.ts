import { defineType } from "sanity";
import { buttonLabelField } from "./fields";

export const phoneInput = defineType({
  name: "phoneInput",
  title: "Phone",
  description: "Asks for the phone number, with the TCPA consent text of the site settings.",
  type: "object",
  fields: [buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Phone", subtitle: String(subtitle ?? "") }),
  },
});
