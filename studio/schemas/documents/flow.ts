import { ThListIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { FLOW_LAYOUTS, OFFER_CATEGORIES, RESULTS_FIGURES, SPEC_CATEGORIES } from "../constants";
import { figuresOfOffer } from "../objects/flowFigures";
import { listingsOfOffer } from "../objects/flowListings";
import { FLOW_PREFIX_MAX_LENGTH, prefixFromTitle, validFlowPrefix } from "../objects/flowPrefixRules";

export const flow = defineType({
  name: "flow",
  title: "Flow",
  type: "document",
  icon: ThListIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "prefix",
      title: "URL prefix",
      description:
        "Where the flow lives on every brand, in English and under /es in Spanish: / and lower-case words joined by hyphens (/solar-texas). Its steps follow it (/solar-texas/zip). Publishing makes it live at once; a changed prefix moves it, and its old address answers “not found”.",
      type: "slug",
      options: {
        source: "title.en",
        maxLength: FLOW_PREFIX_MAX_LENGTH,
        slugify: prefixFromTitle,
        // Uniqueness is one of validFlowPrefix's rules, with a message naming the other flow.
        isUnique: () => true,
      },
      validation: (rule) => rule.required().custom(validFlowPrefix),
    }),
    defineField({
      name: "category",
      title: "Category sent with each new lead",
      description: "Spec 3's category of the lead (customer_init): solar unless the flow sells loans or a roof.",
      type: "string",
      options: { list: SPEC_CATEGORIES.map(({ value, title }) => ({ value, title })), layout: "radio" },
      initialValue: "solar",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "offer",
      title: "Offer",
      description: "What the flow sells: it picks the results' wording, the figures below and the listings.",
      type: "string",
      // The offers the site has results words for; Sanity refuses any other value.
      options: { list: OFFER_CATEGORIES.map(({ value, title }) => ({ value, title })), layout: "dropdown" },
      initialValue: "solar",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "resultsFigures",
      title: "Results figures",
      description:
        "The estimate the results show, computed from the visitor's answers: for solar a purchase's cost and payback, or a lease or PPA with nothing to pay at install; a roof's price range; a loan's monthly payment; or none.",
      type: "string",
      // The figures the site can compute; Sanity refuses any other value.
      options: { list: RESULTS_FIGURES.map(({ value, title }) => ({ value, title })), layout: "radio" },
      initialValue: "solar",
      validation: (rule) => rule.required().custom(figuresOfOffer),
    }),
    defineField({
      name: "layout",
      title: "Layout",
      type: "string",
      options: { list: FLOW_LAYOUTS.map(({ value, title }) => ({ value, title })), layout: "radio" },
      initialValue: "generic",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "listings",
      title: "Results listings",
      description:
        "The five companies the results compare, of this flow's offer, in rank order; empty: the results step's own.",
      type: "array",
      of: [
        defineArrayMember({
          type: "reference",
          to: [{ type: "competitorListing" }],
          options: {
            filter: ({ document }) => ({
              filter: "category == $offer",
              params: { offer: (document as { offer?: string }).offer ?? "solar" },
            }),
          },
        }),
      ],
      validation: (rule) => rule.length(5).unique().custom(listingsOfOffer),
    }),
    defineField({
      name: "baseFlow",
      title: "Starts with the steps of",
      description: "For a flow defined as another flow plus (or exactly as) its steps. Only one level deep.",
      type: "reference",
      to: [{ type: "flow" }],
      validation: (rule) =>
        rule.custom((value: { _ref?: string } | undefined, context) => {
          const id = (context.document?._id ?? "").replace(/^drafts\./, "");
          return value?._ref && value._ref === id ? "A flow cannot start with its own steps." : true;
        }),
    }),
    defineField({
      name: "steps",
      title: "Steps",
      description: "In the order the visitor sees them (after the steps of the base flow, if any).",
      type: "array",
      of: [defineArrayMember({ type: "flowStep" })],
      validation: (rule) =>
        rule.custom((steps: unknown[] | undefined, context) => {
          const hasBase = Boolean((context.document?.baseFlow as { _ref?: string } | undefined)?._ref);
          return hasBase || (steps?.length ?? 0) > 0 ? true : "A flow needs at least one step.";
        }),
    }),
  ],
  orderings: [{ title: "Prefix", name: "prefixAsc", by: [{ field: "prefix.current", direction: "asc" }] }],
  preview: {
    select: { prefix: "prefix.current", title: "title.en", count: "steps.length", base: "baseFlow.prefix.current" },
    prepare: ({ prefix, title, count, base }) => ({
      title: prefix ?? "New flow",
      subtitle: [title, base ? `${base} +` : undefined, `${count ?? 0} steps`].filter(Boolean).join(" · "),
    }),
  },
});
