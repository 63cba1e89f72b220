import { DocumentTextIcon } from "@sanity/icons";
import { defineField, defineType, getPublishedId } from "sanity";
import { PAGE_PATH_PATTERN } from "../constants";
import { notAFlowsPath } from "../objects/flowPrefixRules";
import { versionProblem } from "../objects/versionRules";
import { brandField } from "./brandScoped";

export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "path",
      title: "Path",
      description: "e.g. /legal/privacy-policy or /legal/savings-text/terms",
      type: "string",
      validation: (rule) => rule.required().regex(PAGE_PATH_PATTERN, { name: "site path" }).custom(notAFlowsPath),
    }),
    brandField(false, "Empty: the page is used by every brand that has no page of its own at this path."),
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "version",
      title: "Version",
      type: "string",
      validation: (rule) => rule.required().regex(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/, { name: "date version" }),
    }),
    defineField({
      name: "effectiveDate",
      title: "Effective date",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Body",
      description: "A change to the body needs a new version and effective date before it can be published.",
      type: "localeBlockContent",
      validation: (rule) =>
        rule.required().custom(async (body, context) => {
          const document = context.document as { _id?: string; version?: string; effectiveDate?: string } | undefined;
          const id = getPublishedId(document?._id ?? "");
          if (!id) return true;
          const published = await context
            .getClient({ apiVersion: "2025-02-19" })
            .fetch<{ text: unknown; version?: string; effectiveDate?: string } | null>(
              `*[_id == $id][0]{ "text": body, version, effectiveDate }`,
              { id },
              { perspective: "published" },
            );
          return versionProblem(published, {
            text: body,
            version: document?.version,
            effectiveDate: document?.effectiveDate,
          });
        }),
    }),
  ],
  preview: {
    select: { title: "title.en", path: "path", brand: "brand.name" },
    prepare: ({ title, path, brand }) => ({ title, subtitle: `${path ?? ""} · ${brand ?? "all brands"}` }),
  },
});
