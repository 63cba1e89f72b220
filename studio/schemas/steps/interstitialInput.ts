import { defineField, defineType } from "sanity";
import { INTERSTITIAL_VARIANTS } from "../constants";
import { pointsField } from "./fields";

export const interstitialInput = defineType({
  name: "interstitialInput",
  title: "Interstitial",
  description: "An animated waiting screen that moves on by itself.",
  type: "object",
  fields: [
    defineField({
      name: "variant",
      title: "Animation",
      type: "string",
      options: { list: [...INTERSTITIAL_VARIANTS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "durationMs",
      title: "Duration (ms)",
      description:
        "How long the screen shows. These screens do no work of their own, so at most 1,200 ms: a visitor is never held up for show (issue 58).",
      type: "number",
      validation: (rule) => rule.required().integer().min(500).max(1200),
    }),
    pointsField("messages", "Messages shown in turn"),
  ],
  preview: {
    select: { subtitle: "variant" },
    prepare: ({ subtitle }) => ({ title: "Interstitial", subtitle: String(subtitle ?? "") }),
  },
});
