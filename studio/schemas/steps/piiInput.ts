import { defineType } from "sanity";
import { buttonLabelField } from "./fields";

export const piiInput = defineType({
  name: "piiInput",
  title: "Personal details",
  description: "Name, e-mail and phone on one screen, with the TCPA consent.",
  type: "object",
  fields: [buttonLabelField],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Personal details", subtitle: String(subtitle ?? "") }),
  },
});
