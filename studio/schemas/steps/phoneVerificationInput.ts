import { defineField, defineType } from "sanity";
import { buttonLabelField } from "./fields";

export const phoneVerificationInput = defineType({
  name: "phoneVerificationInput",
  title: "Phone verification",
  description: "A code is sent to the phone and checked.",
  type: "object",
  fields: [
    defineField({
      name: "codeLength",
      title: "Code length",
      type: "number",
      validation: (rule) => rule.required().integer().min(4).max(8),
    }),
    defineField({
      name: "resendAfterSeconds",
      title: "Resend allowed after (s)",
      type: "number",
      validation: (rule) => rule.required().integer().min(10).max(300),
    }),
    buttonLabelField,
  ],
  preview: {
    select: { subtitle: "buttonLabel.en" },
    prepare: ({ subtitle }) => ({ title: "Phone verification", subtitle: String(subtitle ?? "") }),
  },
});
