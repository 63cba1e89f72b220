import { ActivityIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { EXPERIMENT_KEY_PATTERN, variantsProblem } from "../objects/experimentRules";
import { uniqueAmong } from "../objects/uniqueValue";

/**
 * A test of the funnel run from the Studio: new visitors are split across the variants by
 * weight (from their token, on the server), and each is reported when a page it changes is
 * shown (spec 4.2, track_experiment). Publishing with "Running" off stops it: nobody new is
 * assigned, and the site shows the control to everyone. No deploy either way.
 */
export const experiment = defineType({
  name: "experiment",
  title: "Experiment",
  type: "document",
  icon: ActivityIcon,
  fields: [
    defineField({
      name: "key",
      title: "Key",
      description: "The experiment's name in reports (e.g. results_layout). Keep it once the experiment has run.",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(EXPERIMENT_KEY_PATTERN, { name: "lower-case key" })
          .custom(uniqueAmong("experiment", "key", (key) => `Another experiment is already called ${key}.`)),
    }),
    defineField({ name: "title", title: "What it tests", type: "string" }),
    defineField({
      name: "running",
      title: "Running",
      description: "On: new visitors are assigned a variant. Off: everyone sees the control.",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "variants",
      title: "Variants",
      description: "The first is the control: what visitors see when the experiment is stopped.",
      type: "array",
      of: [defineArrayMember({ type: "experimentVariant" })],
      validation: (rule) => rule.custom((variants) => variantsProblem(variants as { key?: string; weight?: number }[])),
    }),
  ],
  preview: {
    select: { key: "key", title: "title", running: "running" },
    prepare: ({ key, title, running }) => ({
      title: key ?? "New experiment",
      subtitle: `${running ? "Running" : "Stopped"}${title ? ` · ${title}` : ""}`,
    }),
  },
});
