import { RocketIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { LANDING_PATHS } from "../constants";
import { imageWithAltField } from "../objects/logoField";
import { brandField } from "./brandScoped";

/**
 * An advertising landing screen (spec 2.6, go-solar-savings-slick): a label saying it is an
 * advertisement, a title, highlights, an image, the call to action into a questionnaire (carrying
 * the ad's query plus the default utm_source and did_number) and a call-an-advisor button.
 */
export const landingPage = defineType({
  name: "landingPage",
  title: "Landing screen",
  type: "document",
  icon: RocketIcon,
  fields: [
    defineField({
      name: "path",
      title: "Path",
      description: "The site serves landing screens on these paths only.",
      type: "string",
      options: { list: [...LANDING_PATHS] },
      validation: (rule) => rule.required(),
    }),
    brandField(false, "Empty: shown on every brand."),
    defineField({
      name: "adLabel",
      title: "Advertisement label",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      of: [defineArrayMember({ type: "localeString" })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    imageWithAltField({ name: "image", title: "Image" }),
    defineField({
      name: "ctaLabel",
      title: "Call to action",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "flow",
      title: "Questionnaire",
      description: "Where the call to action leads (prefixed /es on Spanish pages).",
      type: "reference",
      to: [{ type: "flow" }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "callLabel",
      title: "Call button label",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "title.en", subtitle: "path" } },
});
