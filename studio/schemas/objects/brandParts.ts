import { defineField, defineType } from "sanity";
import { HEX_COLOR_PATTERN, HOST_ENVIRONMENTS, HOST_PATTERN, THEME_STYLE_CLASSES } from "../constants";

/** One host name a brand answers on (production, stage or www variant). */
export const hostName = defineType({
  name: "hostName",
  title: "Host name",
  type: "object",
  fields: [
    defineField({
      name: "host",
      title: "Host",
      description: "Lower case, without https:// or a port, e.g. stage.sunsaverprogram.com",
      type: "string",
      validation: (rule) => rule.required().regex(HOST_PATTERN, { name: "host name" }),
    }),
    defineField({
      name: "environment",
      title: "Environment",
      type: "string",
      options: { list: [...HOST_ENVIRONMENTS], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "host", subtitle: "environment" } },
});

const color = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "string",
    validation: (rule) => rule.required().regex(HEX_COLOR_PATTERN, { name: "hex colour like #1864AB" }),
  });

export const brandTheme = defineType({
  name: "brandTheme",
  title: "Theme",
  type: "object",
  fields: [
    defineField({
      name: "styleClass",
      title: "Style class",
      type: "string",
      options: { list: [...THEME_STYLE_CLASSES] },
      validation: (rule) => rule.required(),
    }),
    color("primary", "Primary colour"),
    color("accent", "Accent colour"),
    color("background", "Background colour"),
    color("text", "Text colour"),
  ],
  preview: { select: { title: "styleClass", subtitle: "primary" } },
});

export const brandContact = defineType({
  name: "brandContact",
  title: "Contact details",
  type: "object",
  fields: [
    defineField({ name: "mail", title: "Support e-mail", type: "email", validation: (rule) => rule.required() }),
    defineField({
      name: "baseUrl",
      title: "Base URL",
      type: "url",
      validation: (rule) => rule.required().uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "website",
      title: "Website as written",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "tradeName", title: "Trade name", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "topSolarSite",
      title: "Top solar site",
      description: "Shown in solar company rankings as one of the organisation's top solar sites.",
      type: "boolean",
      initialValue: false,
    }),
  ],
});

/** One offer the home-services site's home lists: a flow, under a label of its own. */
export const offerLink = defineType({
  name: "offerLink",
  title: "Offer",
  type: "object",
  fields: [
    defineField({ name: "label", title: "Label", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "flow",
      title: "Flow",
      type: "reference",
      to: [{ type: "flow" }],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "label.en", subtitle: "flow.prefix.current" } },
});
