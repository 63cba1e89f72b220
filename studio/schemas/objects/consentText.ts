import { defineField, defineType, getPublishedId } from "sanity";
import { consentTextProblem } from "./consentRules";
import { versionProblem } from "./versionRules";

/**
 * The TCPA consent wording shown next to the phone field. The exact text and its version are
 * stored with every lead, so a wording change must come with a new version and effective date.
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
      name: "effectiveDate",
      title: "In force since",
      description: "The day this wording took effect: shown in the Studio with the version in force.",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "text",
      title: "Text",
      description: "{brandName} and {phone} are replaced with the brand's name and the visitor's number.",
      type: "localeText",
      validation: (rule) =>
        rule.required().custom(async (text: { en?: string; es?: string } | undefined, context) => {
          const problem = consentTextProblem(text);
          if (problem !== true) return problem;
          // A changed wording under the version already published would make every lead's stored
          // version name a text its visitor never read.
          const id = getPublishedId(context.document?._id ?? "");
          const fieldPath = context.path?.slice(0, -1).join(".") ?? "";
          if (!id || !/^[A-Za-z]\w*(\.[A-Za-z]\w*)*$/.test(fieldPath)) return true;
          const published = await context
            .getClient({ apiVersion: "2025-02-19" })
            .fetch<{ text: unknown; version?: string; effectiveDate?: string } | null>(
              `*[_id == $id][0]{ "text": ${fieldPath}.text, "version": ${fieldPath}.version, "effectiveDate": ${fieldPath}.effectiveDate }`,
              { id },
              { perspective: "published" },
            );
          const { version, effectiveDate } = (context.parent as { version?: string; effectiveDate?: string }) ?? {};
          return versionProblem(published?.text ? published : null, { text, version, effectiveDate });
        }),
    }),
  ],
});
