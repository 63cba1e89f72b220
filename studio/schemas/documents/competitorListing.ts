import { StarIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { OFFER_CATEGORIES, PHONE_PATTERN } from "../constants";
import { logoField } from "../objects/logoField";

export const competitorListing = defineType({
  name: "competitorListing",
  title: "Competitor listing",
  type: "document",
  icon: StarIcon,
  fields: [
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "category",
      title: "Offer",
      description: "The results of flows selling this offer list it (five per offer, ranked 1 to 5).",
      type: "string",
      // A listed value: Sanity's validation refuses anything else.
      options: { list: OFFER_CATEGORIES.map(({ value, title }) => ({ value, title })), layout: "dropdown" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "representsOwnBrand",
      title: "Stands for the visiting brand",
      description: "The site shows the current brand's name, logo and phone in place of this listing's.",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "rank",
      title: "Rank",
      type: "number",
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: "rating",
      title: "Rating",
      type: "number",
      validation: (rule) => rule.required().min(0).max(5).precision(1),
    }),
    logoField(),
    defineField({ name: "tagline", title: "Tagline", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "url",
      title: "Link",
      type: "string",
      validation: (rule) => rule.required().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { name: "site path or https URL" }),
    }),
    defineField({
      name: "phone",
      title: "Phone",
      description: "10 digits; leave empty if the company takes no calls.",
      type: "string",
      validation: (rule) => rule.regex(PHONE_PATTERN, { name: "10 digits" }),
    }),
    defineField({
      name: "points",
      title: "Selling points",
      type: "array",
      of: [defineArrayMember({ type: "localeString" })],
      validation: (rule) => rule.required().length(3),
    }),
  ],
  orderings: [
    {
      title: "Offer, then rank",
      name: "categoryRankAsc",
      by: [
        { field: "category", direction: "asc" },
        { field: "rank", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "name", category: "category", rating: "rating", rank: "rank", media: "logo" },
    prepare: ({ title, category, rating, rank, media }) => ({
      title,
      subtitle: `${category ?? "?"} #${rank ?? "?"} · rated ${rating ?? "?"}`,
      media,
    }),
  },
});
