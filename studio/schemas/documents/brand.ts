import { HomeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { BRAND_KINDS, GTM_PATTERN, HOST_PATTERN, PHONE_PATTERN } from "../constants";
import { formatPhone } from "../format";
import { logoField } from "../objects/logoField";
import { brandWordFields } from "../objects/words";

type HostItem = { host?: string };

/** Published and draft ids of the same brand count as one brand. */
const otherBrandsFilter = '_type == "brand" && !(_id in [$id, $draftId])';

export const brand = defineType({
  name: "brand",
  title: "Brand",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "identity", title: "Identity", default: true },
    { name: "routing", title: "Hosts and routing" },
    { name: "look", title: "Look" },
    { name: "contact", title: "Contact" },
    { name: "words", title: "Words" },
  ],
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      group: "identity",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "slug",
      title: "Key",
      description: "Internal key of the brand, also usable as <key>.localhost in development.",
      type: "slug",
      group: "identity",
      options: { source: "name", maxLength: 40 },
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) =>
            !value?.current || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.current)
              ? true
              : "Use lower-case letters, digits and dashes.",
          ),
    }),
    defineField({
      name: "kind",
      title: "Brand kind",
      type: "string",
      group: "identity",
      options: { list: BRAND_KINDS.map(({ value, title }) => ({ value, title })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "title",
      title: "Page title",
      type: "localeString",
      group: "identity",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "localeText",
      group: "identity",
      validation: (rule) => rule.required(),
    }),
    logoField("look"),
    defineField({
      name: "favicon",
      title: "Favicon",
      type: "image",
      group: "look",
      fields: [defineField({ name: "alt", title: "Alternative text", type: "localeString" })],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "phone",
      title: "Phone",
      description: "10 digits, no +1 or punctuation; shown as (xxx) xxx-xxxx and dialled with +1.",
      type: "string",
      group: "contact",
      validation: (rule) => rule.required().regex(PHONE_PATTERN, { name: "10 digits" }),
    }),
    defineField({
      name: "domain",
      title: "Domain",
      type: "string",
      group: "routing",
      validation: (rule) => rule.required().regex(HOST_PATTERN, { name: "domain name" }),
    }),
    defineField({
      name: "hosts",
      title: "Host names",
      description:
        "Every host this brand answers on: production, stage and www variants. A host may belong to one brand only.",
      type: "array",
      group: "routing",
      of: [defineArrayMember({ type: "hostName" })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(async (hosts: HostItem[] | undefined, context) => {
            const names = (hosts ?? []).map((item) => item.host).filter((host): host is string => Boolean(host));
            if (new Set(names).size !== names.length) return "The same host is listed twice.";
            if (names.length === 0) return true;
            const id = (context.document?._id ?? "").replace(/^drafts\./, "");
            const taken: { name: string; hosts: string[] }[] = await context
              .getClient({ apiVersion: "2025-02-19" })
              .fetch(
                `*[${otherBrandsFilter} && count(hosts[host in $names]) > 0]{name, "hosts": hosts[host in $names].host}`,
                {
                  id,
                  draftId: `drafts.${id}`,
                  names,
                },
              );
            return taken.length === 0
              ? true
              : taken.map((other) => `${other.hosts.join(", ")} already belongs to ${other.name}.`).join(" ");
          }),
    }),
    defineField({
      name: "home",
      title: "Home route",
      description:
        "What / leads into (spec 2.3): a flow's first step, or a landing screen's offer; empty, the brand's own home page.",
      type: "reference",
      to: [{ type: "flow" }, { type: "landingPage" }],
      group: "routing",
    }),
    defineField({
      name: "offers",
      title: "Offers on the home page",
      description: "The home-services site's home lists these flows, each under its label.",
      type: "array",
      group: "routing",
      of: [defineArrayMember({ type: "offerLink" })],
      hidden: ({ document }) => document?.kind !== "homeServices",
    }),
    defineField({
      name: "theme",
      title: "Theme",
      type: "brandTheme",
      group: "look",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "gtmTagId",
      title: "Tag manager container id",
      description: "Leave empty for brands without analytics.",
      type: "string",
      group: "identity",
      validation: (rule) => rule.regex(GTM_PATTERN, { name: "GTM-XXXXXXX" }),
    }),
    defineField({
      name: "contact",
      title: "Contact details",
      type: "brandContact",
      group: "contact",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "leadPortalUrl",
      title: "Outside lead-portal login URL",
      description:
        "Only for the lead marketplace brand, and only if partners sign in somewhere else: empty, the header's Log In opens the site's own lead portal (/leads).",
      type: "url",
      group: "contact",
      hidden: ({ document }) => document?.kind !== "leadMarketplace",
      validation: (rule) => rule.uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "navigation",
      title: "Menu",
      type: "array",
      group: "identity",
      of: [defineArrayMember({ type: "navGroup" })],
    }),
    ...brandWordFields,
  ],
  preview: {
    select: { title: "name", domain: "domain", phone: "phone", media: "logo" },
    prepare: ({ title, domain, phone, media }) => ({
      title,
      subtitle: [domain, phone ? formatPhone(phone) : undefined].filter(Boolean).join(" · "),
      media,
    }),
  },
});
