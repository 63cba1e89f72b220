import { CogIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { PHONE_PATTERN } from "../constants";
import { consentInForce } from "../objects/consentInForce";
import { siteWordFields } from "../objects/words";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "defaultBrand",
      title: "Default brand",
      description: "Serves host names that belong to no brand.",
      type: "reference",
      to: [{ type: "brand" }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "defaultAdvisorPhone",
      title: "Default advisor phone",
      description: "10 digits. Used when a page has no brand or landing phone, and on the still-waiting screen.",
      type: "string",
      validation: (rule) => rule.required().regex(PHONE_PATTERN, { name: "10 digits" }),
    }),
    defineField({
      name: "landingDefaults",
      title: "Landing link defaults",
      type: "landingDefaults",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tcpaConsent",
      title: "TCPA consent",
      type: "consentText",
      validation: (rule) => rule.required(),
    }),
    ...siteWordFields,
    defineField({
      name: "homeBanner",
      title: "Home-page banner",
      type: "homeBanner",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "stillWaiting",
      title: "Still-waiting screen",
      type: "stillWaiting",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { version: "tcpaConsent.version", since: "tcpaConsent.effectiveDate" },
    prepare: ({ version, since }) => ({ title: "Site settings", subtitle: consentInForce(version, since) }),
  },
});
