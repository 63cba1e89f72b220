import { HelpCircleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { STEP_PATH_PATTERN } from "../constants";
import { stepInputTypes } from "../steps";

export const step = defineType({
  name: "step",
  title: "Step",
  type: "document",
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: "slug",
      title: "Slug",
      description: "The step's usual URL segment, e.g. homeowner-renter. No spaces.",
      type: "slug",
      options: { source: "heading.en", maxLength: 60 },
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) =>
            !value?.current || STEP_PATH_PATTERN.test(value.current)
              ? true
              : "Use lower-case letters, digits, dashes or underscores, without spaces.",
          ),
    }),
    defineField({
      name: "heading",
      title: "Question or heading",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "subheading", title: "Helper text", type: "localeText" }),
    defineField({
      name: "input",
      title: "Answer",
      description: "What the visitor does on this step: pick exactly one kind.",
      type: "array",
      of: stepInputTypes.map((type) => ({ type: type.name })),
      validation: (rule) => rule.required().length(1),
    }),
  ],
  preview: {
    select: { title: "heading.en", slug: "slug.current", kind: "input.0._type" },
    prepare: ({ title, slug, kind }) => ({ title, subtitle: [slug, kind].filter(Boolean).join(" · ") }),
  },
});
