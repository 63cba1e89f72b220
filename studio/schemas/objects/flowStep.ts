import { defineField, defineType } from "sanity";
import { STEP_PATH_PATTERN } from "../constants";
import { stepReferenceField } from "./stepReference";

/** A step's place in a flow: the URL segment and the step it shows. */
export const flowStep = defineType({
  name: "flowStep",
  title: "Flow step",
  type: "object",
  fields: [
    defineField({
      name: "path",
      title: "URL segment",
      description: "Lower case, no spaces or slashes, e.g. monthly-electricity-bill.",
      type: "string",
      validation: (rule) => rule.required().regex(STEP_PATH_PATTERN, { name: "URL segment without spaces" }),
    }),
    stepReferenceField(),
  ],
  preview: { select: { title: "path", subtitle: "step.heading.en" } },
});
