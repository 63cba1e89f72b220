import { defineField, defineType } from "sanity";
import { consentTextProblem } from "./consentRules";

/**
 * The TCPA consent wording shown next to the phone field. The exact text and its version are
 * stored with every lead, so a wording change must come with a new version.
 */
export const consentText = defineType({
  name: "consentText",
  title: "Consent text",
  type: "object",
  fields: [
    defineField({
      name: "version",
      title: "Version",
      description: "Change this whenever the wording changes (e.g. 2026-10-01).",
      type: "string",
      validation: (rule) => rule.required().regex(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/, { name: "date version" }),
    }),
    defineField({
      name: "text",
      title: "Text",
      description: "{brandName} and {phone} are replaced with the brand's name and the visitor's number.",
      type: "localeText",
      validation: (rule) => rule.required().custom(consentTextProblem),
    }),
  ],
});
