import { describe, expect, it } from "vitest";
import { createEmbeddedSource } from "./content/embeddedSource";
import { EXPERIMENT_EFFECTS_QUERY } from "./content/queries";
import { type ContentExperiment, experimentsOnPage, reorderSteps, visitorEffects } from "./experiments";

const shipped = () => createEmbeddedSource().fetch(EXPERIMENT_EFFECTS_QUERY, { locale: "en" }, []);
const phonePage = { slug: "phone", isResults: false, prefix: "/savings" };
const resultsPage = { slug: "results", isResults: true, prefix: "/savings" };

describe("experiments from content (issue 12 item 5)", () => {
  it("gives each step page only the running experiments that change it", async () => {
    const experiments = await shipped();
    expect(experimentsOnPage(experiments, phonePage).map((experiment) => experiment.key)).toEqual(["phone_step_copy"]);
    expect(experimentsOnPage(experiments, resultsPage).map((experiment) => experiment.key)).toEqual(["results_layout"]);
    expect(experimentsOnPage(experiments, { slug: "zip", isResults: false, prefix: "/savings" })).toEqual([]);
  });

  it("shows the variant's note, or nothing for the control, and reports either", async () => {
    const page = experimentsOnPage(await shipped(), phonePage);
    const callback = visitorEffects(page, { phone_step_copy: "advisor_callback", results_layout: "comparison_first" });
    // Every offer's phone step shows it (home warranty, roofing, ...): no word of energy or savings.
    expect(callback.note).toBe("An advisor will call you back within one business hour to go over your options.");
    expect(callback.noteFrom).toBe("phone_step_copy");
    expect(callback.resultsLayout).toBeNull();
    expect(callback.shown).toEqual([{ key: "phone_step_copy", variant: "advisor_callback" }]);
    const control = visitorEffects(page, { phone_step_copy: "control" });
    expect(control.note).toBeNull();
    expect(control.shown).toEqual([{ key: "phone_step_copy", variant: "control" }]);
    // Before the saved session is read (and for a stopped experiment) nothing changes or is reported.
    expect(visitorEffects(page, {})).toEqual({
      resultsLayout: null,
      note: null,
      noteFrom: null,
      order: null,
      shown: [],
    });
  });

  it("orders a flow's steps as a variant asks, the rest after them in their own order", () => {
    const steps = [{ path: "zip" }, { path: "bill" }, { path: "name" }, { path: "phone" }];
    const experiments: ContentExperiment[] = [
      {
        key: "name_first",
        variants: [
          { key: "control" },
          { key: "early_name", flowOrder: { prefix: "/savings", paths: ["name", "zip", "gone"] } },
        ],
      },
    ];
    const page = experimentsOnPage(experiments, { slug: "zip", isResults: false, prefix: "/savings" });
    const { order } = visitorEffects(page, { name_first: "early_name" });
    expect(reorderSteps(steps, order).map((step) => step.path)).toEqual(["name", "zip", "bill", "phone"]);
    expect(reorderSteps(steps, null)).toEqual(steps);
    // Another flow's order changes nothing here.
    expect(experimentsOnPage(experiments, { slug: "zip", isResults: false, prefix: "/solar" })).toEqual([]);
  });

  it("leaves out content that does not hold together rather than guessing", () => {
    const broken: ContentExperiment[] = [
      { key: "Bad Key", variants: [{ key: "a", resultsLayout: "comparison_first" }, { key: "b" }] },
      { key: "twice", variants: [{ key: "a", resultsLayout: "comparison_first" }, { key: "a" }] },
      { key: "alone", variants: [{ key: "a", resultsLayout: "comparison_first" }] },
      { key: "odd_layout", variants: [{ key: "a", resultsLayout: "sideways" }, { key: "b" }] },
    ];
    expect(experimentsOnPage(broken, resultsPage)).toEqual([]);
  });
});
