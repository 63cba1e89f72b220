import { defineField, defineType } from "sanity";
import { PHONE_PATTERN } from "../constants";

export const landingDefaults = defineType({
  name: "landingDefaults",
  title: "Landing link defaults",
  type: "object",
  description: "Added to call-to-action links into a flow when the visitor's URL has no value of its own.",
  fields: [
    defineField({ name: "utmSource", title: "utm_source", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "didNumber",
      title: "did_number",
      type: "string",
      validation: (rule) => rule.required().regex(PHONE_PATTERN, { name: "10 digits" }),
    }),
  ],
});

export const homeBanner = defineType({
  name: "homeBanner",
  title: "Home-page banner",
  type: "object",
  fields: [
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      of: [{ type: "localeString" }],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: "ctaLabel",
      title: "Call-to-action label",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "ctaFlow",
      title: "Call to action leads to",
      description: "The questionnaire a solar brand's own home page leads into.",
      type: "reference",
      to: [{ type: "flow" }],
      validation: (rule) => rule.required(),
    }),
  ],
});

export const stillWaiting = defineType({
  name: "stillWaiting",
  title: "Still-waiting screen",
  type: "object",
  fields: [
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "text", title: "Text", type: "localeText" }),
  ],
});
